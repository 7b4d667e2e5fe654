import { and, count, eq, gt, lt } from "drizzle-orm";
import type { TLogin, TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { loginAttempts, users, type TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import { toPublicUser } from "./public-user";

export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
const WINDOW_MS = 60_000;

async function countRecentFailures(context: TAppContext, email: string, ipAddress: string) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [[perAccount], [perAddress]] = await Promise.all([
    context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.ipAddress, ipAddress),
          gt(loginAttempts.attemptedAt, since),
        ),
      ),
    context.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, ipAddress), gt(loginAttempts.attemptedAt, since))),
  ]);
  return { perAccount: perAccount.n, perAddress: perAddress.n };
}

/**
 * Checks credentials. A wrong password and an unknown e-mail give the same answer, after the
 * same amount of work, so a failed sign-in never reveals whether the account exists.
 *
 * The attempt is recorded before it is counted and checked, and removed again if it succeeds
 * or is refused: counting first would let a burst of parallel requests all pass the check
 * before any of them is recorded.
 */
export async function authenticate(
  context: TAppContext,
  options: { credentials: TLogin; ipAddress: string },
): Promise<TPublicUser> {
  const { email, password } = options.credentials;
  const [attempt] = await context.db
    .insert(loginAttempts)
    .values({ email, ipAddress: options.ipAddress })
    .returning({ id: loginAttempts.id });
  const forgetAttempt = () => context.db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));

  const failures = await countRecentFailures(context, email, options.ipAddress);
  if (failures.perAccount > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS || failures.perAddress > MAX_FAILURES_PER_ADDRESS) {
    await forgetAttempt();
    throw new AppError("RATE_LIMITED", "errors.tooManyAttempts");
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
  if (!row || !isValid) throw new AppError("UNAUTHORIZED", "errors.invalidCredentials");
  await forgetAttempt();
  return toPublicUser(context, row);
}

/** Old attempts are only needed for one window; called from the periodic clean-up. */
export async function deleteOldLoginAttempts(context: TAppContext): Promise<void> {
  await context.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - WINDOW_MS)));
}
