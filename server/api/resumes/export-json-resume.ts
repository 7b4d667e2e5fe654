import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { exportJsonResume } from "../../services/resumes/json-resume";
import { resumeIdParam } from "./resume-id";

/** GET /api/resumes/{id}/json-resume: the JSON Resume document, offered as resume.json. */
export async function exportJsonResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  const document = await exportJsonResume(c.get("app"), { user, id });
  c.header("Content-Disposition", 'attachment; filename="resume.json"');
  c.header("Cache-Control", "private, no-store");
  return c.json(document);
}
