import type { Context } from "hono";
import { ZForgotPasswordSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { requestPasswordReset } from "../../services/auth/password-reset";

/** Always 202, whether or not an account uses the address (429 past the address's limit). */
export async function forgotPasswordHandler(c: Context<THonoEnv>) {
  const { email } = await parseJsonBody(c, ZForgotPasswordSchema);
  await requestPasswordReset(c.get("app"), {
    email,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json({ ok: true }, 202);
}
