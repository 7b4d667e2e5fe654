import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { TLogin, TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { loginAttempts, signInAddresses, users, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import { queueMail } from "../../platform/mail/mail-queue";
import { recordAuditEvent, recordAuditEventOnce, type TAuditRequest } from "../audit/record-audit-event";
import { toPublicUser } from "./public-user";

/** Failed sign-ins to one account from one address, per minute. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failed sign-ins from one address, to any accounts, per minute. */
export const MAX_FAILURES_PER_ADDRESS = 100;
/**
 * Failed sign-ins to one account from any addresses, per hour (OWASP ASVS 2.2.1); past it the
 * account lets in only addresses that signed in to it within KNOWN_ADDRESS_MS.
 */
export const MAX_FAILURES_PER_ACCOUNT = 100;
const MINUTE_MS = 60_000;
/** How long failed sign-ins are kept and counted per account. */
export const ACCOUNT_WINDOW_MS = 3_600_000;
/** How long an address that signed in to an account stays exempt from the account's lock. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

type TLimit = "account-address" | "address" | "account";

async function countRecentFailures(context: TAppContext, email: string, ipAddress: string) {
  const now = Date.now();
  const lastMinute = new Date(now - MINUTE_MS);
  const lastHour = new Date(now - ACCOUNT_WINDOW_MS);
  const [[perAccountAndAddress], [perAddress], [perAccount]] = await Promise.all([
    context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.ipAddress, ipAddress),
          gt(loginAttempts.attemptedAt, lastMinute),
        ),
      ),
    context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, ipAddress), gt(loginAttempts.attemptedAt, lastMinute))),
    context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, lastHour))),
  ]);
  return { perAccountAndAddress: perAccountAndAddress.n, perAddress: perAddress.n, perAccount: perAccount.n };
}

/** The account of this e-mail, if any, and whether it signed in from this address lately. */
async function accountAndAddress(context: TAppContext, email: string, ipAddress: string) {
  const since = new Date(Date.now() - KNOWN_ADDRESS_MS);
  const [row] = await context.db
    .select({ userId: users.id, knownAt: signInAddresses.lastSignedInAt })
    .from(users)
    .leftJoin(
      signInAddresses,
      and(
        eq(signInAddresses.userId, users.id),
        eq(signInAddresses.ipAddress, ipAddress),
        gt(signInAddresses.lastSignedInAt, since),
      ),
    )
    .where(eq(users.email, email))
    .limit(1);
  return { userId: row?.userId ?? null, isKnownAddress: Boolean(row?.knownAt) };
}

/** Notes that the account was signed in to from this address now (sign-in, or sign-up). */
export async function rememberSignInAddress(
  context: TAppContext,
  options: { userId: number; ipAddress: string },
): Promise<void> {
  await context.db
    .insert(signInAddresses)
    .values(options)
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.ipAddress],
      set: { lastSignedInAt: sql`now()` },
    });
}

/** Security mail to the owner of an account whose sign-ins are paused: once per pause. */
async function tellOwnerSignInsPaused(context: TAppContext, userId: number): Promise<void> {
  const [owner] = await context.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!owner) return;
  await queueMail(context, {
    to: owner.email,
    userId,
    template: "sign-in-limit",
    data: { firstName: owner.firstName, resetLink: `${context.env.PUBLIC_URL}/forgot-password` },
  });
}

const MESSAGE_BY_LIMIT: Record<TLimit, string> = {
  "account-address": "errors.tooManyAttempts",
  address: "errors.tooManyAttempts",
  account: "errors.accountLocked",
};

/**
 * Checks credentials. A wrong password and an unknown e-mail give the same answer, after the
 * same amount of work, so a failed sign-in never reveals whether the account exists (an unknown
 * e-mail is limited like an account).
 *
 * The attempt is recorded before it is counted and checked, and removed again if it succeeds
 * or is refused: counting first would let a burst of parallel requests all pass the check
 * before any of them is recorded. Every outcome is written to the audit log.
 */
export async function authenticate(
  context: TAppContext,
  options: { credentials: TLogin; request: TAuditRequest & { ipAddress: string } },
): Promise<TPublicUser> {
  const { email, password } = options.credentials;
  const { ipAddress, requestId } = options.request;
  const [attempt] = await context.db
    .insert(loginAttempts)
    .values({ email, ipAddress })
    .returning({ id: loginAttempts.id });
  const forgetAttempt = () => context.db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));

  const failures = await countRecentFailures(context, email, ipAddress);
  let limit: TLimit | null = null;
  let userId: number | null = null;
  if (failures.perAccountAndAddress > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) limit = "account-address";
  else if (failures.perAddress > MAX_FAILURES_PER_ADDRESS) limit = "address";
  else if (failures.perAccount > MAX_FAILURES_PER_ACCOUNT) {
    const account = await accountAndAddress(context, email, ipAddress);
    if (!account.isKnownAddress) {
      limit = "account";
      userId = account.userId;
    }
  }
  if (limit) {
    await forgetAttempt();
    const isFirstInWindow = await recordAuditEventOnce(
      context,
      { event: "sign-in.limit-reached", userId, email, ipAddress, requestId, detail: { limit } },
      {
        withinMs: limit === "account" ? ACCOUNT_WINDOW_MS : MINUTE_MS,
        matchOn: limit === "account" ? ["email"] : limit === "address" ? ["ipAddress"] : ["email", "ipAddress"],
      },
    );
    if (isFirstInWindow && limit === "account" && userId !== null) await tellOwnerSignInsPaused(context, userId);
    throw new AppError(
      "RATE_LIMITED",
      MESSAGE_BY_LIMIT[limit],
      {},
      limit === "account" ? ACCOUNT_WINDOW_MS / 1000 : MINUTE_MS / 1000,
    );
  }

  let row: TUserRow | undefined;
  let isValid = false;
  try {
    [row] = await context.db.select().from(users).where(eq(users.email, email)).limit(1);
    isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  } catch (error) {
    await forgetAttempt();
    throw error;
  }
  if (!row || !isValid) {
    await recordAuditEvent(context, { event: "sign-in.failed", userId: row?.id ?? null, email, ipAddress, requestId });
    throw new AppError("UNAUTHORIZED", "errors.invalidCredentials");
  }
  await forgetAttempt();
  if (row.suspendedAt) {
    // Only the account's own correct password learns why (decision 031); a wrong one was answered above.
    await recordAuditEvent(context, {
      event: "sign-in.failed",
      userId: row.id,
      email,
      ipAddress,
      requestId,
      detail: { reason: "suspended" },
    });
    throw new AppError("FORBIDDEN", "adminUsers.errors.accountSuspended");
  }
  await rememberSignInAddress(context, { userId: row.id, ipAddress });
  await recordAuditEvent(context, { event: "sign-in.succeeded", userId: row.id, email, ipAddress, requestId });
  return toPublicUser(context, row);
}

/** Failed attempts older than the longest window, and addresses not signed in from for 30 days. */
export async function deleteOldSignInRecords(context: TAppContext): Promise<void> {
  const now = Date.now();
  await context.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now - ACCOUNT_WINDOW_MS)));
  await context.db.delete(signInAddresses).where(lt(signInAddresses.lastSignedInAt, new Date(now - KNOWN_ADDRESS_MS)));
}
