import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { createResumeHandler } from "./create-resume";
import { deleteResumeHandler } from "./delete-resume";
import { downloadResumeHandler } from "./download-resume";
import { duplicateResumeHandler } from "./duplicate-resume";
import { exportJsonResumeHandler } from "./export-json-resume";
import { generateContentHandler } from "./generate-content";
import { generateSummaryHandler } from "./generate-summary";
import { getResumeHandler } from "./get-resume";
import { importJsonResumeHandler } from "./import-json-resume";
import { listResumesHandler } from "./list-resumes";
import { resumeBodyLimit } from "./resume-body-limit";
import { updateResumeHandler } from "./update-resume";

// The fixed paths come before "/:id" so they are never read as an id.
export function createResumesRouter() {
  return new Hono<THonoEnv>()
    .post("/generate-summary", resumeBodyLimit, generateSummaryHandler)
    .post("/generate-content", resumeBodyLimit, generateContentHandler)
    .post("/import/json-resume", resumeBodyLimit, importJsonResumeHandler)
    .get("/", listResumesHandler)
    .post("/", resumeBodyLimit, createResumeHandler)
    .get("/:id", getResumeHandler)
    .put("/:id", resumeBodyLimit, updateResumeHandler)
    .delete("/:id", deleteResumeHandler)
    .post("/:id/duplicate", duplicateResumeHandler)
    .get("/:id/download", downloadResumeHandler)
    .get("/:id/json-resume", exportJsonResumeHandler);
}
