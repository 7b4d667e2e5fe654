import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { addApplicationNoteHandler } from "./add-application-note";
import { applyToJobHandler } from "./apply-to-job";
import { changeApplicationStatusHandler } from "./change-application-status";
import { downloadApplicationResumeHandler } from "./download-application-resume";
import { getApplicationHandler } from "./get-application";
import { getApplicationHistoryHandler } from "./get-application-history";
import { listApplicationNotesHandler } from "./list-application-notes";
import { listApplicationsHandler } from "./list-applications";
import { listInterviewsHandler } from "./list-interviews";
import { scheduleInterviewHandler } from "./schedule-interview";
import { withdrawApplicationHandler } from "./withdraw-application";

/** Applying and the application pipeline. */
export function createApplicationsRouter() {
  return new Hono<THonoEnv>()
    .post("/", applyToJobHandler)
    .get("/", listApplicationsHandler)
    .get("/:id", getApplicationHandler)
    .put("/:id/status", changeApplicationStatusHandler)
    .post("/:id/withdraw", withdrawApplicationHandler)
    .get("/:id/history", getApplicationHistoryHandler)
    .get("/:id/resume.pdf", downloadApplicationResumeHandler)
    .get("/:id/notes", listApplicationNotesHandler)
    .post("/:id/notes", addApplicationNoteHandler)
    .get("/:id/interviews", listInterviewsHandler)
    .post("/:id/interviews", scheduleInterviewHandler);
}
