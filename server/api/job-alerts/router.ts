import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { createJobAlertHandler } from "./create-job-alert";
import { deleteJobAlertHandler } from "./delete-job-alert";
import { listJobAlertsHandler } from "./list-job-alerts";
import { pauseJobAlertHandler } from "./pause-job-alert";
import { updateJobAlertHandler } from "./update-job-alert";

/** A job seeker's saved searches; /pause is the mail's signed link and needs no sign-in. */
export function createJobAlertsRouter() {
  return new Hono<THonoEnv>()
    .get("/", listJobAlertsHandler)
    .post("/", createJobAlertHandler)
    .post("/pause", pauseJobAlertHandler)
    .patch("/:id", updateJobAlertHandler)
    .delete("/:id", deleteJobAlertHandler);
}
