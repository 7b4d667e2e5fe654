import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { deleteResume } from "../../services/resumes/delete-resume";
import { resumeIdParam } from "./resume-id";

/** 200 `{ ok: true }` rather than 204: the client reads every answer as JSON. */
export async function deleteResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  await deleteResume(c.get("app"), { user, id });
  return c.json({ ok: true });
}
