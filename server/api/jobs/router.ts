import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getJob } from "./get-job";
import { listJobs } from "./list-jobs";

export function createJobsRouter() {
  return new Hono<THonoEnv>().get("/", listJobs).get("/:id", getJob);
}
