import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listJobAlerts } from "../../services/job-alerts/list-job-alerts";

export async function listJobAlertsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ alerts: await listJobAlerts(c.get("app"), { user }) });
}
