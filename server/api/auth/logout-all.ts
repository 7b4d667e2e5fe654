import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { signOutEverywhere } from "../../services/auth/sign-out";
import { clearSessionCookie } from "./session-cookie";

/** Ends every session of the signed-in user, this one included; 401 when signed out. */
export async function logoutAllHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { endedSessions } = await signOutEverywhere(c.get("app"), {
    user,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  clearSessionCookie(c);
  return c.json({ ok: true, endedSessions });
}
