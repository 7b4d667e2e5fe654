// Password reset: "forgot password" mails a single-use link, valid for an hour, to the account's
// address (and answers the same whether or not an account uses it); the link's token sets a new
// password, which ends every session of the account and is told to its owner by mail.
import { eq, sql } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import { queueMail } from "../../platform/mail/mail-queue";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { createAccountToken, revokeAccountTokens, redeemAccountToken } from "./account-tokens";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";
import { deleteUserSessions } from "./session";

export const RESET_LINK_VALID_MS = 3_600_000;
/** Reset mails one e-mail address gets per hour, however often it is asked for. */
export const RESET_MAILS_PER_EMAIL_PER_HOUR = 3;
/** Forgot-password and resend-verification requests one address may make per hour. */
export const DEFAULT_ACCOUNT_MAIL_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

export function accountMailRequestsPerAddressPerHour(context: TAppContext): number {
  return context.limits?.accountMailRequestsPerAddressPerHour ?? DEFAULT_ACCOUNT_MAIL_REQUESTS_PER_ADDRESS_PER_HOUR;
}

/** Refuses (429) an address past its hourly share of requests that send account mail. */
export async function limitAccountMailRequests(context: TAppContext, ipAddress: string): Promise<void> {
  const isAllowed = await isWithinLimit(context, {
    action: "account-mail.address",
    key: ipAddress,
    limit: accountMailRequestsPerAddressPerHour(context),
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "accountRecovery.tooManyRequests", {}, HOUR_MS / 1000);
}

/**
 * Queues a reset link to the account that uses this e-mail, if one does and the address has not
 * had its hourly share of reset mails; says nothing either way.
 */
export async function requestPasswordReset(
  context: TAppContext,
  options: { email: string; request: TAuditRequest & { ipAddress: string } },
): Promise<void> {
  await limitAccountMailRequests(context, options.request.ipAddress);
  const isMailAllowed = await isWithinLimit(context, {
    action: "password-reset.email",
    key: options.email,
    limit: RESET_MAILS_PER_EMAIL_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isMailAllowed) return;
  const [user] = await context.db.select().from(users).where(eq(users.email, options.email)).limit(1);
  if (!user) return;
  const token = await createAccountToken(context, {
    purpose: "password-reset",
    userId: user.id,
    email: user.email,
    validForMs: RESET_LINK_VALID_MS,
  });
  await queueMail(context, {
    to: user.email,
    userId: user.id,
    template: "password-reset",
    data: { firstName: user.firstName, link: `${context.env.PUBLIC_URL}/reset-password?token=${token}` },
  });
}

/**
 * Sets a new password with a reset link's token (once, within the hour, and only while the
 * account still has the address the link was sent to), ends every session of the account and
 * every other reset link, marks the address confirmed (the link reached it), records the reset
 * in the audit log and mails the owner that the password changed.
 */
export async function resetPassword(
  context: TAppContext,
  options: { token: string; password: string; request: TAuditRequest },
): Promise<{ userId: number }> {
  const invalid = () =>
    new AppError("BAD_REQUEST", "accountRecovery.linkInvalid", { token: "accountRecovery.linkInvalid" });
  const used = await redeemAccountToken(context, { purpose: "password-reset", token: options.token });
  if (!used) throw invalid();
  const [user] = await context.db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  if (!user || user.email !== used.email) throw invalid();

  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  await context.db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeAccountTokens(context, { purpose: "password-reset", userId: user.id });
  const endedSessions = await deleteUserSessions(context, { userId: user.id });
  await recordAuditEvent(context, {
    event: "password.reset",
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
  return { userId: user.id };
}
