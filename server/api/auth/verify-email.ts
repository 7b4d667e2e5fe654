import type { Context } from "hono";
import { ZVerifyEmailSchema } from "@common/auth/schemas";
import type { THonoEnv } from "../../context";
import { parseJsonBody } from "../../lib/validation";
import { verifyEmail } from "../../services/auth/email-verification";

/** Confirms the address of a verification link; no sign-in needed (the link may open anywhere). */
export async function verifyEmailHandler(c: Context<THonoEnv>) {
  const { token } = await parseJsonBody(c, ZVerifyEmailSchema);
  await verifyEmail(c.get("app"), {
    token,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json({ ok: true, emailVerified: true });
}
