import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { toPublicUser } from "./public-user";
import type { TPublicUser } from "@common/auth/schemas";

// A session is touched (its idle timer reset) at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-hirewise_session" : "hirewise_session";
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function idleTimeoutMs(context: TAppContext): number {
  return context.env.SESSION_IDLE_HOURS * 3_600_000;
}

/** Creates a session with a fresh random 256-bit token; only its hash is stored. */
export async function createSession(
  context: TAppContext,
  options: { userId: number; userAgent?: string | null; ipAddress?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + idleTimeoutMs(context));
  await context.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: options.userId,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ipAddress: options.ipAddress ?? null,
  });
  return { token, expiresAt };
}

/** The signed-in user for a session token, or null when it is unknown or idle too long. */
export async function resolveSession(
  context: TAppContext,
  options: { token: string },
): Promise<{ user: TPublicUser; tokenHash: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(options.token)) return null;
  const tokenHash = hashSessionToken(options.token);
  const now = new Date();
  const [row] = await context.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await context.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleTimeoutMs(context)) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const user = await toPublicUser(context, row.user);
  return { user, tokenHash };
}

export async function deleteSession(context: TAppContext, options: { tokenHash: string }): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.tokenHash, options.tokenHash));
}

export async function deleteExpiredSessions(context: TAppContext): Promise<void> {
  await context.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

// Registration opens the account's first session in the same request that creates the account.
const SIGN_UP_SESSION_MS = 60_000;

/** Whether this session is the one registration opened: the person has not signed in since. */
export async function isSignUpSession(
  context: Pick<TAppContext, "db">,
  options: { tokenHash: string; userCreatedAt: string },
): Promise<boolean> {
  const [session] = await context.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, options.tokenHash))
    .limit(1);
  if (!session) return false;
  return session.createdAt.getTime() - new Date(options.userCreatedAt).getTime() < SIGN_UP_SESSION_MS;
}
