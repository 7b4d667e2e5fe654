import type { Context } from "hono";
import { ZCreateJobAlertSchema } from "@common/job-alerts/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertCanKeepJobAlerts } from "../../services/job-alerts/can-keep-job-alerts";
import { createJobAlert } from "../../services/job-alerts/create-job-alert";

export async function createJobAlertHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  // A company hears why before its body is read.
  assertCanKeepJobAlerts(user);
  const input = await parseJsonBody(c, ZCreateJobAlertSchema);
  return c.json(await createJobAlert(c.get("app"), { user, input, t: c.get("t") }), 201);
}
