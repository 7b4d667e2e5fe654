// The weekly digest, every hour and once at start: from Monday 08:00 UTC until 24 hours later,
// queues this week's digest to each job seeker who has it on and has not had it
// (services/digest/send-weekly-digest.ts, decision 026); outside that window a run does
// nothing. Safe to run twice at once: the week's row is written in the transaction that queues
// the mail, and only by the run that inserted it.
import type { TAppContext } from "../context";
import { sendWeeklyDigest } from "../services/digest/send-weekly-digest";
import type { TTask } from "./runner";

export const WEEKLY_DIGEST_INTERVAL_MS = 60 * 60_000;

export function createWeeklyDigestTask(context: TAppContext): TTask {
  return {
    name: "weekly-digest",
    intervalMs: WEEKLY_DIGEST_INTERVAL_MS,
    runAtStart: true,
    async run() {
      const report = await sendWeeklyDigest(context);
      if (report.mailed > 0) context.logger.info(report, "weekly digests mailed");
    },
  };
}
