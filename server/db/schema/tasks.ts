// The scheduler's task leases and the queue of triggered tasks.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

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

export const TASK_QUEUE_STATUSES = ["queued", "running", "done", "failed"] as const;
export type TTaskQueueStatus = (typeof TASK_QUEUE_STATUSES)[number];

// Triggered tasks (server/tasks/queue.ts): "run this now, once". The runner claims a due item
// with a lease (holder and leased_until) so two processes never run it twice; a failed run is
// retried after a backoff until max_attempts, then kept as failed with its last error. An item
// with a dedupe_key is queued at most once while one with the same key waits or runs.
export const taskQueue = pgTable(
  "task_queue",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    status: text("status", { enum: TASK_QUEUE_STATUSES }).notNull().default("queued"),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    holderId: text("holder_id"),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("task_queue_due_idx")
      .on(table.runAfter)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex("task_queue_dedupe_idx")
      .on(table.dedupeKey)
      .where(sql`dedupe_key is not null and status in ('queued', 'running')`),
  ],
);
