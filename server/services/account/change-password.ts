// A signed-in owner changes the password from /settings: the current password is checked, the
// new one follows the rule (common/auth/password-policy.ts), every other session of the account
// ends (this one stays), the change is audit-logged and the owner is told by mail.
import { and, eq, ne } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { queueMail } from "../../platform/mail/mail-queue";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";

/** Password-change attempts one account may make per hour (right or wrong). */
export const PASSWORD_CHANGES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export async function changePassword(
  context: TAppContext,
  options: {
    userId: number;
    /** The session the change is made from: it stays signed in. */
    sessionTokenHash: string | null;
    currentPassword: string;
    newPassword: string;
    request: TAuditRequest;
  },
): Promise<{ endedSessions: number }> {
  const isAllowed = await isWithinLimit(context, {
    action: "password-change.account",
    key: String(options.userId),
    limit: PASSWORD_CHANGES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "settings.security.tooManyAttempts", {}, HOUR_MS / 1000);

  const [user] = await context.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "errors.notSignedIn");
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError("BAD_REQUEST", "settings.security.currentPasswordWrong", {
      currentPassword: "settings.security.currentPasswordWrong",
    });
  }

  const passwordHash = await hashPassword(options.newPassword);
  const now = new Date();
  await context.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
  const others = options.sessionTokenHash
    ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, options.sessionTokenHash))
    : eq(sessions.userId, user.id);
  const ended = await context.db.delete(sessions).where(others).returning({ tokenHash: sessions.tokenHash });
  const endedSessions = ended.length;
  await recordAuditEvent(context, {
    event: "password.changed",
    userId: user.id,
    email: user.email,
    ...options.request,
    detail: { endedSessions },
  });
  await queueMail(context, {
    to: user.email,
    userId: user.id,
    template: "password-changed",
    data: { firstName: user.firstName, changedAt: now, resetLink: `${context.env.PUBLIC_URL}/forgot-password` },
  });
  return { endedSessions };
}
