import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { toPublicUser } from "./public-user";
import type { TPublicUser } from "@common/auth/schemas";
import { isDigits, type TDigits } from "@common/i18n/formats";

// A session is touched (its idle timer reset) at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;
/** However active, a session ends this long after the sign-in that opened it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3_600_000;

export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-hirewise_session" : "hirewise_session";
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The idle timeout (the runtime setting sessionIdleHours: SESSION_IDLE_HOURS, stored, or 24). */
async function idleTimeoutMs(context: TAppContext): Promise<number> {
  return ((await context.settings.get("sessionIdleHours")) ?? 24) * 3_600_000;
}

/** The idle timeout from `now`, never past the absolute lifetime from `createdAt`. */
async function nextExpiry(context: TAppContext, createdAt: Date, now: Date): Promise<Date> {
  const idle = await idleTimeoutMs(context);
  return new Date(Math.min(now.getTime() + idle, createdAt.getTime() + SESSION_LIFETIME_MS));
}

/** Creates a session with a fresh random 256-bit token; only its hash is stored. */
export async function createSession(
  context: TAppContext,
  options: { userId: number; userAgent?: string | null; ipAddress?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = await nextExpiry(context, now, now);
  await context.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: options.userId,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ipAddress: options.ipAddress ?? null,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user for a session token, and the digits the account reads numbers in (decision
 * 041), or null when it is unknown, idle too long, older
 * than the absolute lifetime, or its account is suspended (decision 031: suspending also
 * deletes the sessions; this refuses any that a request in flight might still hold).
 */
export async function resolveSession(
  context: TAppContext,
  options: { token: string },
): Promise<{ user: TPublicUser; tokenHash: string; digits: TDigits } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(options.token)) return null;
  const tokenHash = hashSessionToken(options.token);
  const now = new Date();
  const [row] = await context.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(users.suspendedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await context.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: await nextExpiry(context, row.session.createdAt, now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const user = await toPublicUser(context, row.user);
  return { user, tokenHash, digits: isDigits(row.user.digits) ? row.user.digits : "latn" };
}

export async function deleteSession(context: TAppContext, options: { tokenHash: string }): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.tokenHash, options.tokenHash));
}

/** Ends every session of the user (sign out everywhere); answers how many there were. */
export async function deleteUserSessions(context: TAppContext, options: { userId: number }): Promise<number> {
  const deleted = await context.db
    .delete(sessions)
    .where(eq(sessions.userId, options.userId))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

export async function deleteExpiredSessions(context: TAppContext): Promise<void> {
  const now = new Date();
  await context.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS))));
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
