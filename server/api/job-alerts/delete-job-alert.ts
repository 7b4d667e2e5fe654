import type { Context } from "hono";
import { ZJobAlertIdSchema } from "@common/job-alerts/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseWith } from "../../lib/validation";
import { assertCanKeepJobAlerts } from "../../services/job-alerts/can-keep-job-alerts";
import { deleteJobAlert } from "../../services/job-alerts/delete-job-alert";

export async function deleteJobAlertHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertCanKeepJobAlerts(user);
  const { id } = parseWith(ZJobAlertIdSchema, { id: c.req.param("id") });
  await deleteJobAlert(c.get("app"), { user, id });
  return c.body(null, 204);
}
