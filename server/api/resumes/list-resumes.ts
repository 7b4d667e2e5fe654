import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listResumes } from "../../services/resumes/list-resumes";

/** GET /api/resumes: the signed-in user's own; a `userId` in the query is ignored. */
export async function listResumesHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ resumes: await listResumes(c.get("app"), { user }) });
}
