import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { THonoEnv } from "../../context";
import { createSession, sessionCookieName } from "../../services/auth/session";

// The cookie outlives the idle timeout; the server's expires_at decides whether it still works.
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Starts a new session (a new id on every sign-in) and sets its cookie. */
export async function startSession(c: Context<THonoEnv>, userId: number): Promise<void> {
  const app = c.get("app");
  const { token } = await createSession(app, {
    userId,
    userAgent: c.req.header("user-agent"),
    ipAddress: c.get("clientIp"),
  });
  setCookie(c, sessionCookieName(app.env.isHttps), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: app.env.isHttps,
    path: "/",
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(c: Context<THonoEnv>): void {
  const app = c.get("app");
  deleteCookie(c, sessionCookieName(app.env.isHttps), { path: "/", secure: app.env.isHttps });
}
