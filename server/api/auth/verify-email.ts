import type { Context } from "hono";
import { ZVerifyEmailSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { verifyEmail } from "../../services/auth/email-verification";

/**
 * Confirms the address of a verification link, or makes an e-mail change's new address the
 * account's; no sign-in needed (the link may open anywhere).
 */
export async function verifyEmailHandler(c: Context<THonoEnv>) {
  const { token } = await parseJsonBody(c, ZVerifyEmailSchema);
  const { email, isEmailChanged } = await verifyEmail(c.get("app"), {
    token,
    sessionTokenHash: c.get("sessionTokenHash"),
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json(
    isEmailChanged ? { ok: true, emailVerified: true, emailChanged: true, email } : { ok: true, emailVerified: true },
  );
}
