import type { Context } from "hono";
import { ZResetPasswordSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { resetPassword } from "../../services/auth/password-reset";
import { clearSessionCookie } from "./session-cookie";

/** Sets the new password of a reset link; every session of the account ends, this browser's too if it was signed in to it. */
export async function resetPasswordHandler(c: Context<THonoEnv>) {
  const { token, password } = await parseJsonBody(c, ZResetPasswordSchema);
  const { userId } = await resetPassword(c.get("app"), {
    token,
    password,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  if (c.get("currentUser")?.id === userId) clearSessionCookie(c);
  return c.json({ ok: true });
}
