// How often the AI may be asked: per account through the action limits, and for an external
// provider a daily budget of calls shared by every server process (both counted in
// action_attempts: platform/rate-limits). Built-in calls cost nothing and spend no budget.
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { isWithinLimit } from "../rate-limits/rate-limits";

export const AI_CALLS_PER_USER_PER_HOUR = 60;
const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Counts one AI call of this account, and of the day's budget; over either, a 429 with Retry-After.
 * The provider is brought up to date with the settings first, so the budget counts the one in use.
 */
export async function spendAiCall(context: Pick<TAppContext, "db" | "env" | "ai">, userId: string): Promise<void> {
  const isUserWithin = await isWithinLimit(context, {
    action: "ai.call",
    key: userId,
    limit: AI_CALLS_PER_USER_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isUserWithin) throw new AppError("RATE_LIMITED", "ai.errors.tooManyRequests", {}, 3600);
  await context.ai.refresh?.();
  if (context.ai.kind === "built-in") return;
  const isBudgetLeft = await isWithinLimit(context, {
    action: "ai.budget",
    key: "external",
    limit: context.env.AI_DAILY_BUDGET,
    windowMs: DAY_MS,
  });
  if (!isBudgetLeft) throw new AppError("RATE_LIMITED", "ai.errors.budget", {}, 3600);
}
