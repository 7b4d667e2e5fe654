// The scheduler's task leases.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// One row per scheduled task (the scheduler, server/tasks/runner.ts): the process holding the lease runs the
// task, and the lease expires if that process dies, so several server processes run each task once
// at a time. lastStartedAt keeps a task from running again before its interval in any process.
export const taskLeases = pgTable("task_leases", {
  name: text("name").primaryKey(),
  holderId: text("holder_id"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});
