import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { listSavedJobs } from "./list-saved-jobs";
import { saveJob } from "./save-job";
import { unsaveJob } from "./unsave-job";

export function createSavedJobsRouter() {
  return new Hono<THonoEnv>().get("/", listSavedJobs).post("/", saveJob).delete("/:jobId", unsaveJob);
}
