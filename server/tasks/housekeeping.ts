// Housekeeping, every ten minutes and once at start: expired sessions, failed sign-ins and
// registrations past their limit's hour and sign-in addresses unused for 30 days are deleted
// (the audit log keeps its events for the retention task to prune, decision 032), so are
// day-old entries of the job search change log and triggered tasks finished 30 days ago, and the embedded database's tables are vacuumed
// and analysed where they need it (db/maintenance.ts).
import type { TAppContext } from "../context";
import { maintainEmbeddedDatabase } from "../db/maintenance";
import { cleanUpSearchChanges } from "../platform/search-index/search-index";
import { cleanUpFinishedTasks } from "../platform/task-queue/task-queue";
import { cleanUpAuthTables } from "../services/auth/clean-up-auth-tables";
import type { TTask } from "./runner";

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export function createHousekeepingTask(context: TAppContext, options: { isEmbeddedDatabase: boolean }): TTask {
  const { db, logger } = context;
  const steps: { name: string; run: () => Promise<void> }[] = [
    { name: "auth table clean-up", run: () => cleanUpAuthTables(context) },
    { name: "job search change log clean-up", run: () => cleanUpSearchChanges(db) },
    { name: "finished task clean-up", run: () => cleanUpFinishedTasks(db) },
  ];
  if (options.isEmbeddedDatabase) {
    // A PostgreSQL server does this on its own (autovacuum); PGlite runs none.
    steps.push({
      name: "embedded database maintenance",
      run: async () => {
        const startedAt = performance.now();
        const tables = await maintainEmbeddedDatabase(db);
        const ms = Math.round(performance.now() - startedAt);
        if (tables.length > 0) logger.info({ tables, ms }, "vacuumed and analysed the embedded database's tables");
      },
    });
  }
  return {
    name: "housekeeping",
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    runAtStart: true,
    async run() {
      // The steps are independent: one failing does not keep the others from running.
      const failures: Error[] = [];
      for (const step of steps) {
        await step.run().catch((error: unknown) => {
          failures.push(new Error(`${step.name} failed`, { cause: error }));
        });
      }
      if (failures.length > 0)
        throw new AggregateError(failures, failures.map((failure) => failure.message).join("; "));
    },
  };
}
