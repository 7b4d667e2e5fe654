import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { createResume } from "./create-resume";
import { deleteResume } from "./delete-resume";
import { downloadResume } from "./download-resume";
import { duplicateResume } from "./duplicate-resume";
import { exportJsonResume } from "./export-json-resume";
import { generateSummary } from "./generate-summary";
import { getResume } from "./get-resume";
import { importJsonResume } from "./import-json-resume";
import { listResumes } from "./list-resumes";
import { resumeBodyLimit } from "./resume-body-limit";
import { updateResume } from "./update-resume";

// The fixed paths come before "/:id" so they are never read as an id.
export function createResumesRouter() {
  return new Hono<THonoEnv>()
    .post("/generate-summary", resumeBodyLimit, generateSummary)
    .post("/import/json-resume", resumeBodyLimit, importJsonResume)
    .get("/", listResumes)
    .post("/", resumeBodyLimit, createResume)
    .get("/:id", getResume)
    .put("/:id", resumeBodyLimit, updateResume)
    .delete("/:id", deleteResume)
    .post("/:id/duplicate", duplicateResume)
    .get("/:id/download", downloadResume)
    .get("/:id/json-resume", exportJsonResume);
}
