// Rate limits: how many times an action may be done per key (an address, an e-mail, an account)
// in a window, counted in the database (action_attempts) so that every server process shares
// them. Sign-in, password resets, confirmation mails and account changes use it; messages, the AI
// budget and "Sync now" are meant to. Add a limit by naming its action and choosing its numbers
// where the action is done (CONTRIBUTING.md).
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { actionAttempts } from "../../db/schema";

/**
 * Counts a request against a limit of `limit` per `windowMs` for this action and key (an
 * address, an e-mail, an account), and answers whether it is within it. Requests of one action
 * and key are counted one at a time (a transaction-scoped advisory lock), so of a parallel burst
 * exactly the first `limit` pass; rows past the window are deleted.
 */
export async function isWithinLimit(
  context: Pick<TAppContext, "db">,
  options: { action: string; key: string; limit: number; windowMs: number },
): Promise<boolean> {
  const { action, key } = options;
  const since = new Date(Date.now() - options.windowMs);
  const ofThisKey = and(eq(actionAttempts.action, action), eq(actionAttempts.key, key));
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${action}\n${key}`}))`);
    await tx.delete(actionAttempts).where(and(ofThisKey, lt(actionAttempts.attemptedAt, since)));
    await tx.insert(actionAttempts).values({ action, key });
    const [recent] = await tx
      .select({ n: count() })
      .from(actionAttempts)
      .where(and(ofThisKey, gt(actionAttempts.attemptedAt, since)));
    return recent.n <= options.limit;
  });
}

/** The longest window of any limit counted here (the AI's daily budget); a longer one must raise it. */
export const LONGEST_LIMIT_WINDOW_MS = 24 * 3_600_000;

/** Deletes counted requests older than every limit's window (keys never seen again included). */
export async function deleteOldActionAttempts(context: Pick<TAppContext, "db">): Promise<void> {
  await context.db
    .delete(actionAttempts)
    .where(lt(actionAttempts.attemptedAt, new Date(Date.now() - LONGEST_LIMIT_WINDOW_MS)));
}
