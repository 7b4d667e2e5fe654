import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { listSavedJobsHandler } from "./list-saved-jobs";
import { saveJobHandler } from "./save-job";
import { unsaveJobHandler } from "./unsave-job";

export function createSavedJobsRouter() {
  return new Hono<THonoEnv>()
    .get("/", listSavedJobsHandler)
    .post("/", saveJobHandler)
    .delete("/:jobId", unsaveJobHandler);
}
