// Changing the account's e-mail address from /settings: the owner proves who they are with the
// current password, a single-use link valid for 24 hours goes to the new address and a warning to
// the old one; the address changes only when the link is opened (/verify-email), while the new
// address is still free. A later request replaces an earlier one.
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { accountTokens, sessions, users, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/passwords";
import { queueMail } from "../../platform/mail/mail-queue";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { createAccountToken, revokeAccountTokens } from "../auth/account-tokens";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";

export const EMAIL_CHANGE_LINK_VALID_MS = 24 * 3_600_000;
/** E-mail change requests one account may make per hour (with a right or wrong password). */
export const EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const emailTaken = () => new AppError("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" });

/**
 * Checks an e-mail change before anything is written: the hourly limit, the current password
 * (the password change's message when wrong) and that no other account uses the new address.
 */
export async function checkEmailChange(
  context: TAppContext,
  options: { user: TUserRow; newEmail: string; currentPassword: string | undefined },
): Promise<void> {
  const { user, newEmail } = options;
  if (!options.currentPassword) {
    throw new AppError("BAD_REQUEST", "validation.required", { currentPassword: "validation.required" });
  }
  const isAllowed = await isWithinLimit(context, {
    action: "email-change.account",
    key: String(user.id),
    limit: EMAIL_CHANGES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "emailChange.tooManyRequests", {}, HOUR_MS / 1000);
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError("BAD_REQUEST", "settings.security.currentPasswordWrong", {
      currentPassword: "settings.security.currentPasswordWrong",
    });
  }
  const [other] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (other) throw emailTaken();
}

/**
 * Within the caller's transaction: ends earlier change links, mails a new one to the new address
 * and a warning to the old one, and records the request in the audit log.
 */
export async function requestEmailChange(
  context: TAppContext,
  options: { user: TUserRow; newEmail: string; request: TAuditRequest },
): Promise<void> {
  const { user, newEmail } = options;
  await revokeAccountTokens(context, { purpose: "email-change", userId: user.id });
  const token = await createAccountToken(context, {
    purpose: "email-change",
    userId: user.id,
    email: newEmail,
    validForMs: EMAIL_CHANGE_LINK_VALID_MS,
  });
  await queueMail(context, {
    to: newEmail,
    userId: user.id,
    template: "email-change",
    data: {
      firstName: user.firstName,
      newEmail,
      link: `${context.env.PUBLIC_URL}/verify-email?token=${token}`,
    },
  });
  await queueMail(context, {
    to: user.email,
    userId: user.id,
    template: "email-changed",
    data: { firstName: user.firstName, newEmail, resetLink: `${context.env.PUBLIC_URL}/forgot-password` },
  });
  await recordAuditEvent(context, {
    event: "email.change-requested",
    userId: user.id,
    email: user.email,
    ...options.request,
    detail: { to: newEmail },
  });
}

/** The new address of the account's e-mail change waiting for its link, or null. */
export async function pendingEmailOf(context: Pick<TAppContext, "db">, options: { userId: number }) {
  const [pending] = await context.db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, options.userId),
        eq(accountTokens.purpose, "email-change"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return pending?.email ?? null;
}

/**
 * Within the caller's transaction, once the link's token is used: the account takes the new
 * address (confirmed by the link), every session but the one opening the link (if it is the
 * account's) ends, and the change is audit-logged. 409 when another account took the address.
 */
export async function completeEmailChange(
  context: TAppContext,
  options: { userId: number; newEmail: string; sessionTokenHash: string | null; request: TAuditRequest },
): Promise<{ email: string }> {
  const { userId, newEmail } = options;
  const [user] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("BAD_REQUEST", "accountRecovery.linkInvalid", { token: "accountRecovery.linkInvalid" });
  const [other] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, userId)))
    .limit(1);
  if (other) throw new AppError("CONFLICT", "emailChange.addressTaken", { token: "emailChange.addressTaken" });
  const now = new Date();
  await context.db
    .update(users)
    .set({ email: newEmail, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await revokeAccountTokens(context, { purpose: "email-change", userId });
  const others = options.sessionTokenHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, options.sessionTokenHash))
    : eq(sessions.userId, userId);
  const ended = await context.db.delete(sessions).where(others).returning({ tokenHash: sessions.tokenHash });
  await recordAuditEvent(context, {
    event: "email.changed",
    userId,
    email: newEmail,
    ...options.request,
    detail: { from: user.email, to: newEmail, endedSessions: ended.length },
  });
  return { email: newEmail };
}
