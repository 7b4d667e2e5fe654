// E-mail verification: sign-up mails a link to /verify-email (the welcome mail); the link's token
// marks the account's address confirmed while the account still has that address. A signed-in
// owner may ask for a new link, a few times an hour. The link of an e-mail change opens the same
// page and is confirmed by the same call.
import { eq, sql } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { users } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { queueMail } from "../../platform/mail/mail-queue";
import { completeEmailChange } from "../account/change-email";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { createAccountToken, redeemAccountToken } from "./account-tokens";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";
import { limitAccountMailRequests } from "./password-reset";

export const VERIFICATION_LINK_VALID_MS = 7 * 24 * 3_600_000;
/** Verification mails an account may ask for per hour (sign-up's welcome mail not counted). */
export const VERIFICATION_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** Queues the welcome mail with a fresh verification link (older links keep working). */
export async function queueVerificationMail(
  context: TAppContext,
  options: { user: Pick<TPublicUser, "id" | "email" | "firstName"> },
): Promise<void> {
  const { user } = options;
  const token = await createAccountToken(context, {
    purpose: "email-verification",
    userId: user.id,
    email: user.email,
    validForMs: VERIFICATION_LINK_VALID_MS,
  });
  await queueMail(context, {
    to: user.email,
    userId: user.id,
    template: "verify-email",
    data: {
      firstName: user.firstName,
      email: user.email,
      link: `${context.env.PUBLIC_URL}/verify-email?token=${token}`,
    },
  });
}

/**
 * Confirms the address a verification link was sent to; a link of an e-mail change (sent to the
 * new address from /settings) also makes it the account's address (services/account/
 * change-email.ts). 400 naming the token when the link cannot be used, 409 when another account
 * took the new address meanwhile; either way the link is left as it was.
 */
export async function verifyEmail(
  context: TAppContext,
  options: { token: string; sessionTokenHash?: string | null; request: TAuditRequest },
): Promise<{ email: string; isEmailChanged: boolean }> {
  const invalid = () =>
    new AppError("BAD_REQUEST", "accountRecovery.linkInvalid", { token: "accountRecovery.linkInvalid" });
  return context.db.transaction(async (tx) => {
    const txContext = inTransaction(context, tx);
    const used = await redeemAccountToken(txContext, {
      purpose: ["email-verification", "email-change"],
      token: options.token,
    });
    if (!used) throw invalid();
    if (used.purpose === "email-change") {
      const changed = await completeEmailChange(txContext, {
        userId: used.userId,
        newEmail: used.email,
        sessionTokenHash: options.sessionTokenHash ?? null,
        request: options.request,
      });
      return { email: changed.email, isEmailChanged: true };
    }
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(sql`${users.id} = ${used.userId} and ${users.email} = ${used.email}`)
      .returning({ id: users.id });
    if (!user) throw invalid();
    await recordAuditEvent(txContext, {
      event: "email.verified",
      userId: used.userId,
      email: used.email,
      ...options.request,
    });
    return { email: used.email, isEmailChanged: false };
  });
}

/**
 * Mails the signed-in owner a new verification link, unless the address is confirmed already
 * (answers false then); 429 past the account's or the network's hourly share.
 */
export async function resendVerificationMail(
  context: TAppContext,
  options: { user: TPublicUser; request: TAuditRequest & { ipAddress: string } },
): Promise<{ isSent: boolean }> {
  const [row] = await context.db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, options.user.id))
    .limit(1);
  if (!row || row.emailVerifiedAt) return { isSent: false };
  await limitAccountMailRequests(context, options.request.ipAddress);
  const isAllowed = await isWithinLimit(context, {
    action: "email-verification.account",
    key: String(options.user.id),
    limit: VERIFICATION_MAILS_PER_ACCOUNT_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "accountRecovery.tooManyVerificationMails", {}, HOUR_MS / 1000);
  await queueVerificationMail(context, { user: options.user });
  return { isSent: true };
}
