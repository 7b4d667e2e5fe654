import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getResume } from "../../services/resumes/get-resume";
import { resumeIdParam } from "./resume-id";

export async function getResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  return c.json({ resume: await getResume(c.get("app"), { user, id }) });
}
