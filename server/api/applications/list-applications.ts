import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listApplications } from "../../services/applications/list-applications";

/** GET /api/applications: the signed-in user's own; no parameter widens it. */
export async function listApplicationsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ applications: await listApplications(c.get("app"), { user }) });
}
