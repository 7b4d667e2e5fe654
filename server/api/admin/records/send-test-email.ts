import type { Context } from "hono";
import { ZAdminTestEmailSchema } from "@common/admin/records";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseJsonBody } from "../../../lib/validation";
import { sendTestEmail } from "../../../services/admin/records/send-test-email";

/** POST /api/admin/settings/test-email {to?}: sends at once and answers what the SMTP server said. */
export async function sendTestEmailHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const body = await parseJsonBody(c, ZAdminTestEmailSchema);
  const result = await sendTestEmail(c.get("app"), {
    user,
    to: body.to,
    language: c.get("language"),
    t: c.get("t"),
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json(result);
}
