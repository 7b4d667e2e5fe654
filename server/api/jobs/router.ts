import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getJobHandler } from "./get-job";
import { listJobsHandler } from "./list-jobs";

export function createJobsRouter() {
  return new Hono<THonoEnv>().get("/", listJobsHandler).get("/:id", getJobHandler);
}
