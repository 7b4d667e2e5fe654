// Job alerts, every 15 minutes and once at start: mails each due alert the new listed jobs
// matching its search (services/job-alerts/send-job-alerts.ts, decision 026). An alert mails at
// most once a day; between its mails a run only moves its last check on. Safe to run twice at
// once: each alert is handled in one transaction that locks it and records what it mails.
import type { TAppContext } from "../context";
import { sendJobAlerts } from "../services/job-alerts/send-job-alerts";
import type { TTask } from "./runner";

export const JOB_ALERTS_INTERVAL_MS = 15 * 60_000;

export function createJobAlertsTask(context: TAppContext): TTask {
  return {
    name: "job-alerts",
    intervalMs: JOB_ALERTS_INTERVAL_MS,
    runAtStart: true,
    async run() {
      const report = await sendJobAlerts(context);
      if (report.mailed > 0) context.logger.info(report, "job alerts mailed");
    },
  };
}
