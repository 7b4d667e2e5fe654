import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getApplication } from "../../services/applications/get-application";
import { applicationIdParam } from "./application-id";

/** GET /api/applications/{id}: the applicant, the job's company or an administrator. */
export async function getApplicationHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getApplication(c.get("app"), { user, id: applicationIdParam(c) }));
}
