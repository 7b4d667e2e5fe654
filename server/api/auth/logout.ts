import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { signOut } from "../../services/auth/sign-out";
import { clearSessionCookie } from "./session-cookie";

/** Always 200, also when already signed out, so it is safe to repeat. */
export async function logoutHandler(c: Context<THonoEnv>) {
  const tokenHash = c.get("sessionTokenHash");
  const user = c.get("currentUser");
  if (tokenHash && user) {
    await signOut(c.get("app"), {
      tokenHash,
      user,
      request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
    });
  }
  clearSessionCookie(c);
  return c.json({ ok: true });
}
