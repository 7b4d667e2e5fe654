import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { resendVerificationMail } from "../../services/auth/email-verification";

/** 202 when a new verification link is queued, 200 when the address is confirmed already. */
export async function resendVerificationHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { isSent } = await resendVerificationMail(c.get("app"), {
    user,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return isSent ? c.json({ ok: true, emailVerified: false }, 202) : c.json({ ok: true, emailVerified: true }, 200);
}
