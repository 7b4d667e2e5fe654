import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listInterviews } from "../../services/applications/list-interviews";
import { applicationIdParam } from "./application-id";

/** GET /api/applications/{id}/interviews: the applicant, the job's company or an administrator. */
export async function listInterviewsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ interviews: await listInterviews(c.get("app"), { user, id: applicationIdParam(c) }) });
}
