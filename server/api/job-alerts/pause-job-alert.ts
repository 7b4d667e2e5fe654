import type { Context } from "hono";
import { ZPauseJobAlertSchema } from "@common/job-alerts/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { pauseJobAlertByToken } from "../../services/job-alerts/pause-job-alert";

/** POST only, no sign-in: the pause page's button sends the mail link's token. */
export async function pauseJobAlertHandler(c: Context<THonoEnv>) {
  const { token } = await parseJsonBody(c, ZPauseJobAlertSchema);
  return c.json(await pauseJobAlertByToken(c.get("app"), { token }));
}
