import type { Context } from "hono";
import { ZJobAlertIdSchema, ZUpdateJobAlertSchema } from "@common/job-alerts/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody, parseWith } from "../../lib/validation";
import { assertCanKeepJobAlerts } from "../../services/job-alerts/can-keep-job-alerts";
import { updateJobAlert } from "../../services/job-alerts/update-job-alert";

export async function updateJobAlertHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertCanKeepJobAlerts(user);
  const { id } = parseWith(ZJobAlertIdSchema, { id: c.req.param("id") });
  const input = await parseJsonBody(c, ZUpdateJobAlertSchema);
  return c.json(await updateJobAlert(c.get("app"), { user, id, input }));
}
