// How often the assistant may be asked. A signed-in user spends the AI layer's calls (per account
// and, with a configured model, the day's budget: platform/ai/limits.ts). A signed-out visitor is
// counted by address: ASSISTANT_VISITOR_CALLS_PER_HOUR, then the same day's budget.
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { spendAiCall } from "../../platform/ai/limits";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";

/** Messages one address may send the assistant per hour while signed out. */
export const ASSISTANT_VISITOR_CALLS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

/** Counts one message to the assistant; past a limit, a 429 with Retry-After. */
export async function spendAssistantCall(
  context: Pick<TAppContext, "db" | "env" | "ai">,
  asker: { userId: number | null; clientIp: string },
): Promise<void> {
  if (asker.userId !== null) return spendAiCall(context, String(asker.userId));
  const isWithin = await isWithinLimit(context, {
    action: "ai.visitor",
    key: asker.clientIp,
    limit: ASSISTANT_VISITOR_CALLS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isWithin) throw new AppError("RATE_LIMITED", "assistantApi.errors.visitorLimit", {}, HOUR_MS / 1000);
  // The account limit under a key no account has (ids are numbers), and the day's budget.
  await spendAiCall(context, `visitor:${asker.clientIp}`);
}
