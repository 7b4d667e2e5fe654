import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getApplicationHistory } from "../../services/applications/get-application-history";
import { applicationIdParam } from "./application-id";

/** GET /api/applications/{id}/history: every status change, the first first. */
export async function getApplicationHistoryHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ history: await getApplicationHistory(c.get("app"), { user, id: applicationIdParam(c) }) });
}
