// Triggered tasks: "run this now, once" (decision 022). A service queues one with enqueueTask;
// the row waits in task_queue until the task runner (server/tasks/runner.ts) of some server
// process claims it, runs its handler and marks it done, or retries it with backoff and keeps it
// as failed after its last attempt. The payload is checked against the task's schema on the way
// in (a bad one throws here) and again when claimed (a row that no longer fits fails at once).
//
// The TaskQueue on the context holds the catalogue of payload schemas and tells the runner of
// this process that something was queued, so it claims it at once instead of at its next poll.
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TDatabase } from "../../db/client";
import { taskQueue } from "../../db/schema";

export type TPayloadSchemas = Record<string, z.ZodType>;

/** What a handler learns of the item it runs besides its payload. */
export interface TTriggeredTaskItem {
  id: number;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
}

export interface TTriggeredTaskHandler<TPayload> {
  /** The work; throwing makes it retried after a backoff, until its last attempt. Safe to run twice. */
  run(payload: TPayload, item: TTriggeredTaskItem): Promise<void>;
  /** How long a run is expected to take; its lease lasts twice that, at least the runner's minimum. */
  expectedRunMs?: number;
}

/** One handler per triggered task of the catalogue, each given its parsed payload. */
export type TTriggeredTaskHandlers<TPayloads extends TPayloadSchemas> = {
  [K in keyof TPayloads]: TTriggeredTaskHandler<z.output<TPayloads[K]>>;
};

/** A payload that does not fit its task's schema: a programming error, not the user's. */
export class TaskPayloadError extends Error {
  constructor(name: string, detail: string, options?: ErrorOptions) {
    super(`the payload of the ${name} task does not fit its schema: ${detail}`, options);
    this.name = "TaskPayloadError";
  }
}

export class TaskQueue<TPayloads extends TPayloadSchemas> {
  private readonly listeners = new Set<() => void>();

  constructor(readonly payloads: TPayloads) {}

  /** The payload read by its task's schema; throws TaskPayloadError when it does not fit. */
  parse<K extends keyof TPayloads & string>(name: K, payload: unknown): z.output<TPayloads[K]> {
    const schema = Object.hasOwn(this.payloads, name) ? this.payloads[name] : undefined;
    if (!schema) throw new TaskPayloadError(name, "no triggered task has this name");
    const result = schema.safeParse(payload);
    if (!result.success) {
      const detail = result.error.issues.map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`);
      throw new TaskPayloadError(name, detail.join("; "), { cause: result.error });
    }
    return result.data;
  }

  /** Calls the listener whenever this process queues a task; answers the function that stops it. */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notifyEnqueued(): void {
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

export interface TEnqueueOptions {
  /** Not before this moment (the process's clock); by default at once. */
  runAfter?: Date;
  /** Not before this long from now by the database's clock; adds to runAfter when both are given. */
  delayMs?: number;
  /** Queues nothing while an item with this key waits or runs (both see the same work to do). */
  dedupeKey?: string;
  /** Runs before it is kept as failed: 5 by default. */
  maxAttempts?: number;
}

/**
 * Queues a triggered task to run once, as soon as a runner claims it; answers the item's id, or
 * null when dedupeKey found one waiting or running. Throws TaskPayloadError on a payload its
 * schema refuses. Inside a transaction, pass a context whose db is the transaction: the item
 * exists only if the transaction commits.
 */
export async function enqueueTask<TPayloads extends TPayloadSchemas, K extends keyof TPayloads & string>(
  context: { db: TDatabase; taskQueue: TaskQueue<TPayloads> },
  name: K,
  payload: z.input<TPayloads[K]>,
  options: TEnqueueOptions = {},
): Promise<number | null> {
  // What is checked is what is stored: the payload as JSON keeps it.
  const json: unknown = JSON.parse(JSON.stringify(payload ?? null));
  context.taskQueue.parse(name, json);
  if (options.maxAttempts !== undefined && !(Number.isInteger(options.maxAttempts) && options.maxAttempts >= 1)) {
    throw new RangeError(`maxAttempts must be a whole number of at least 1, not ${options.maxAttempts}`);
  }
  const start = options.runAfter ? sql`greatest(now(), ${options.runAfter.toISOString()}::timestamptz)` : sql`now()`;
  const runAfter = options.delayMs
    ? sql`${start} + (${Math.round(options.delayMs)} * interval '1 millisecond')`
    : start;
  const [row] = await context.db
    .insert(taskQueue)
    .values({
      name,
      payload: json,
      dedupeKey: options.dedupeKey ?? null,
      runAfter,
      ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    })
    .onConflictDoNothing({
      target: taskQueue.dedupeKey,
      where: sql`dedupe_key is not null and status in ('queued', 'running')`,
    })
    .returning({ id: taskQueue.id });
  if (row) context.taskQueue.notifyEnqueued();
  return row?.id ?? null;
}

/** How long a finished item (done, or failed for good) stays readable before housekeeping deletes it. */
export const FINISHED_TASK_RETENTION_DAYS = 30;

/** Deletes items that finished (done or failed for good) more than 30 days ago; waiting and running ones stay. */
export async function cleanUpFinishedTasks(db: TDatabase): Promise<void> {
  await db
    .delete(taskQueue)
    .where(
      sql`${taskQueue.status} in ('done', 'failed') and ${taskQueue.finishedAt} < now() - make_interval(days => ${FINISHED_TASK_RETENTION_DAYS})`,
    );
}
