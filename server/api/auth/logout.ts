import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { deleteSession } from "../../services/auth/session";
import { clearSessionCookie } from "./session-cookie";

/** Always 200, also when already signed out, so it is safe to repeat. */
export async function logoutHandler(c: Context<THonoEnv>) {
  const tokenHash = c.get("sessionTokenHash");
  if (tokenHash) await deleteSession(c.get("app"), { tokenHash });
  clearSessionCookie(c);
  return c.json({ ok: true });
}
