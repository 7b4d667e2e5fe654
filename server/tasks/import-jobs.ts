// The job import, every 6 hours and at start when 6 hours have passed since the last sync in any
// process: every configured source fetched, mapped and written (services/job-import/sync-jobs.ts).
// "Sync now" runs the same work under the same lease (runTaskNow), so one sync runs at a time.
import type { TAppContext } from "../context";
import { IMPORT_INTERVAL_MS, IMPORT_TASK_NAME } from "../services/job-import/limits";
import { syncJobs } from "../services/job-import/sync-jobs";
import type { TTask } from "./runner";

export function createImportJobsTask(context: TAppContext): TTask {
  return {
    name: IMPORT_TASK_NAME,
    intervalMs: IMPORT_INTERVAL_MS,
    runAtStart: true,
    expectedRunMs: 5 * 60_000,
    async run() {
      await syncJobs(context, { trigger: "scheduled" });
    },
  };
}
