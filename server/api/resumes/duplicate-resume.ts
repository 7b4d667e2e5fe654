import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { duplicateResume } from "../../services/resumes/duplicate-resume";
import { resumeIdParam } from "./resume-id";

export async function duplicateResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  return c.json(await duplicateResume(c.get("app"), { user, id, t: c.get("t") }), 201);
}
