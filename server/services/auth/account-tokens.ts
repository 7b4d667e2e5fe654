import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { accountTokens, type TAccountTokenPurpose } from "../../db/schema";

export function hashAccountToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh 256-bit token for a link in an e-mail; only its hash is stored, with the address. */
export async function createAccountToken(
  context: TAppContext,
  options: { purpose: TAccountTokenPurpose; userId: number; email: string; validForMs: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await context.db.insert(accountTokens).values({
    tokenHash: hashAccountToken(token),
    purpose: options.purpose,
    userId: options.userId,
    email: options.email,
    expiresAt: new Date(Date.now() + options.validForMs),
  });
  return token;
}

/**
 * Uses a token once: answers its account, address and purpose if it is of this purpose (or one of
 * these), unused and unexpired, and marks it used in the same statement (two requests with one
 * token: one wins).
 */
export async function redeemAccountToken(
  context: TAppContext,
  options: { purpose: TAccountTokenPurpose | readonly TAccountTokenPurpose[]; token: string },
): Promise<{ userId: number; email: string; purpose: TAccountTokenPurpose } | null> {
  const now = new Date();
  const purposes: readonly TAccountTokenPurpose[] =
    typeof options.purpose === "string" ? [options.purpose] : options.purpose;
  const [used] = await context.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashAccountToken(options.token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email, purpose: accountTokens.purpose });
  return used ?? null;
}

/** Ends every unused token of this purpose of the account (after a reset, a new link, ...). */
export async function revokeAccountTokens(
  context: TAppContext,
  options: { purpose: TAccountTokenPurpose; userId: number },
): Promise<void> {
  await context.db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, options.userId),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Deletes tokens that can no longer be used: expired, or used more than a day ago. */
export async function deleteOldAccountTokens(context: TAppContext): Promise<void> {
  const now = new Date();
  await context.db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, now), lt(accountTokens.usedAt, new Date(now.getTime() - 24 * 3_600_000))));
}
