import { Hono } from "hono";
import type { THonoEnv } from "../../app";
import { getJob } from "./get-job";
import { listJobs } from "./list-jobs";

export function createJobsRouter() {
  return new Hono<THonoEnv>().get("/", listJobs).get("/:id", getJob);
}
