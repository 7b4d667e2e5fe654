import type { Context } from "hono";
import { ZChangePasswordSchema } from "@common/account/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { changePassword } from "../../services/account/change-password";

/** Changes the signed-in user's password; every other session ends, this one stays. */
export async function changePasswordHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { currentPassword, newPassword } = await parseJsonBody(c, ZChangePasswordSchema);
  const { endedSessions } = await changePassword(c.get("app"), {
    userId: user.id,
    sessionTokenHash: c.get("sessionTokenHash"),
    currentPassword,
    newPassword,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json({ ok: true, endedSessions });
}
