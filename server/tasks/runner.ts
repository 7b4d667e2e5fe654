// Background work: one file per task in this folder, each registered with the one runner that
// the server starts (server/index.ts). A task is plain work on the app context; when and how
// often it runs is the runner's business.
//
// The runner is the scheduler (decision 015): several server processes may share one PostgreSQL
// database, and each task runs in only one of them at a time, through its row in task_leases. A
// process takes the lease with one statement that succeeds only when the last lease has ended
// (released, or expired because its holder died) and the task's interval has passed since its
// last start in any process; it renews the lease while the run goes on, and releases it after,
// recording when the run finished and how it failed. All times are the database's clock, so the
// processes agree on them whatever their own clocks say.
//
// The same runner serves the queue of triggered tasks (decision 022, ./queue.ts): it claims due
// items one at a time under a lease in task_queue, when this process queues one and every poll.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { TDatabase } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TaskQueue, TPayloadSchemas, TTriggeredTaskHandlers } from "../platform/task-queue/task-queue";
import { QUEUE_POLL_INTERVAL_MS, runDueItems } from "./queue";

export interface TTask {
  /** Names the task in logs and its lease: unique among tasks. */
  name: string;
  /** How long from the start of one run to the start of the next, in whichever process. */
  intervalMs: number;
  /**
   * Whether the first attempt is at once when the task is added (at server start) rather than
   * one interval later. Either way it runs only if its interval has passed since its last start.
   */
  runAtStart?: boolean;
  /** How long a run is expected to take; the lease lasts twice that, at least the runner's minimum. */
  expectedRunMs?: number;
  /** The work; a failure is logged and recorded, and the next run happens as planned. */
  run(): Promise<void>;
}

export interface TTaskRunner {
  add(task: TTask): void;
  /**
   * Runs the triggered tasks of this queue with these handlers: every poll interval, and at once
   * when this process queues one. Once per runner.
   */
  serveQueue<TPayloads extends TPayloadSchemas>(
    queue: TaskQueue<TPayloads>,
    handlers: TTriggeredTaskHandlers<TPayloads>,
  ): void;
  /**
   * Claims and runs the due items of the queue one at a time until none is due, after any round
   * under way; answers how many it claimed. The poll and the wake call it; so may a test.
   */
  runDueQueueItems(): Promise<number>;
  /** Stops every task's timer, waits for the runs under way and releases their leases. */
  close(): Promise<void>;
}

/** A lease lasts at least this long, so a slow database or a paused process does not lose it. */
export const MINIMUM_LEASE_MS = 5 * 60_000;
/** When the lease statement itself fails (the database is away), the next try is this soon at most. */
const RETRY_AFTER_ERROR_MS = 60_000;

export interface TTaskRunnerOptions {
  db: TDatabase;
  logger: Logger;
  /** Names this process in task_leases.holder_id; by default host, pid and a random part. */
  holderId?: string;
  /** For tests: a shorter minimum lease. */
  minimumLeaseMs?: number;
  /** How often to look for due triggered tasks queued by other processes. */
  queuePollIntervalMs?: number;
}

interface TLeaseState {
  /** Milliseconds from now (the database's) until the lease ends; 0 or less when it has. */
  leaseEndsInMs: number;
  /** Milliseconds since the last start, or null when the task never ran. */
  startedAgoMs: number | null;
}

const ms = (value: number) => sql`(${Math.round(value)} * interval '1 millisecond')`;

/**
 * Takes the task's lease when it is free (released or expired) and the interval has passed since
 * the last start; true when this process holds it now. One statement: of several processes
 * trying at once, one gets the row.
 */
async function takeLease(db: TDatabase, name: string, holderId: string, leaseMs: number, intervalMs: number) {
  const result = await db.execute(sql`
    insert into task_leases (name, holder_id, leased_until, last_started_at)
    values (${name}, ${holderId}, now() + ${ms(leaseMs)}, now())
    on conflict (name) do update
      set holder_id = excluded.holder_id, leased_until = excluded.leased_until,
          last_started_at = excluded.last_started_at, last_error = null
      where task_leases.leased_until <= now()
        and (task_leases.last_started_at is null or task_leases.last_started_at <= now() - ${ms(intervalMs)})
    returning name`);
  return rowsOf(result).length === 1;
}

async function readLease(db: TDatabase, name: string): Promise<TLeaseState | null> {
  const [row] = rowsOf<{ lease_ends_in_ms: number; started_ago_ms: number | null }>(
    await db.execute(sql`
      select (extract(epoch from (leased_until - now())) * 1000)::float8 as lease_ends_in_ms,
             (extract(epoch from (now() - last_started_at)) * 1000)::float8 as started_ago_ms
      from task_leases where name = ${name}`),
  );
  return row ? { leaseEndsInMs: Number(row.lease_ends_in_ms), startedAgoMs: row.started_ago_ms } : null;
}

/** Extends a lease this process holds; false when it no longer holds it. */
async function renewLease(db: TDatabase, name: string, holderId: string, leaseMs: number) {
  const result = await db.execute(sql`
    update task_leases set leased_until = now() + ${ms(leaseMs)}
    where name = ${name} and holder_id = ${holderId} and leased_until > now()
    returning name`);
  return rowsOf(result).length === 1;
}

async function releaseLease(db: TDatabase, name: string, holderId: string, error: string | null) {
  await db.execute(sql`
    update task_leases set leased_until = now(), last_finished_at = now(), last_error = ${error}
    where name = ${name} and holder_id = ${holderId}`);
}

/** How long to wait before trying a task again, after a try that did not get the lease. */
export function nextAttemptInMs(state: TLeaseState | null, intervalMs: number) {
  if (!state) return 0;
  const dueInMs = state.startedAgoMs === null ? 0 : nextSlotInMs(state.startedAgoMs, intervalMs);
  // Never longer than an interval: a holder may release early, or the row may change.
  return Math.min(Math.max(state.leaseEndsInMs, dueInMs, 0), intervalMs);
}

/**
 * From a start startedAgoMs ago, the time until the next start that keeps to the interval's
 * slots: a run that took longer than its interval does not make the next one start at once, the
 * slots it covered are skipped.
 */
function nextSlotInMs(startedAgoMs: number, intervalMs: number) {
  if (startedAgoMs < intervalMs) return intervalMs - startedAgoMs;
  const late = (startedAgoMs - intervalMs) % intervalMs;
  // Within a few milliseconds of a slot (timers are not exact), that slot is now.
  return late < 50 ? 0 : intervalMs - late;
}

function describeError(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Names a lease's holder in task_leases: this host and process, and a random part. */
function newHolderId() {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

interface TLeaseHold {
  db: TDatabase;
  logger: Logger;
  name: string;
  holderId: string;
  leaseMs: number;
}

/**
 * Runs the work while this process holds the lease it has just taken: renews the lease as the work
 * goes on and releases it after, recording the failure if any (the work's error is thrown on).
 */
async function holdLeaseWhile<T>(hold: TLeaseHold, work: () => Promise<T>): Promise<T> {
  const { db, logger, name, holderId, leaseMs } = hold;
  const renewal = setInterval(() => {
    renewLease(db, name, holderId, leaseMs).then(
      (isHeld) => {
        if (!isHeld) logger.warn({ task: name }, `the ${name} task's lease ran out while it ran`);
      },
      (error: unknown) => logger.warn({ err: error, task: name }, `could not renew the ${name} task's lease`),
    );
  }, leaseMs / 3);
  renewal.unref();
  let failure: string | null = null;
  try {
    return await work();
  } catch (error) {
    failure = describeError(error);
    throw error;
  } finally {
    clearInterval(renewal);
    await releaseLease(db, name, holderId, failure);
  }
}

/**
 * Runs a scheduled task's work now, whatever its interval, under the same lease as its scheduled
 * runs ("Sync now"): answers { ran: false } when a run holds the lease in any process. Its start
 * counts as the task's last start, so the next scheduled run is one interval later.
 */
export async function runTaskNow<T>(
  options: { db: TDatabase; logger: Logger; name: string; expectedRunMs?: number },
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const holderId = `${newHolderId()}:now`;
  const leaseMs = Math.max(2 * (options.expectedRunMs ?? 0), MINIMUM_LEASE_MS);
  if (!(await takeLease(options.db, options.name, holderId, leaseMs, 0))) return { ran: false };
  const result = await holdLeaseWhile({ ...options, holderId, leaseMs }, work);
  return { ran: true, result };
}

/**
 * The scheduler: runs each task once per interval across every process on the database, one run
 * at a time. Timers do not keep the process alive.
 */
export function createTaskRunner(options: TTaskRunnerOptions): TTaskRunner {
  const { db, logger } = options;
  const holderId = options.holderId ?? newHolderId();
  const minimumLeaseMs = options.minimumLeaseMs ?? MINIMUM_LEASE_MS;
  const tasks = new Map<string, TTask>();
  const timers = new Map<string, NodeJS.Timeout>();
  const attempts = new Set<Promise<void>>();
  let isClosed = false;
  const queuePollIntervalMs = options.queuePollIntervalMs ?? QUEUE_POLL_INTERVAL_MS;
  let runQueueRound: (() => Promise<number>) | null = null;
  let queueRounds: Promise<number> = Promise.resolve(0);
  let queuePoll: NodeJS.Timeout | undefined;
  let isWakePending = false;
  let stopWake = () => {};

  /** Rounds run one after another: one item at a time in this process. */
  function runDueQueueItems(beforeRound = () => {}): Promise<number> {
    const next = queueRounds.then(() => {
      beforeRound();
      return runQueueRound ? runQueueRound() : 0;
    });
    queueRounds = next.catch(() => 0);
    return next;
  }

  function runQueueInBackground(beforeRound?: () => void) {
    return runDueQueueItems(beforeRound).catch((error: unknown) => {
      logger.warn({ err: error }, "could not run the queued tasks");
    });
  }

  /** A round now (after the one under way), then one every poll interval. */
  function pollQueue() {
    if (isClosed) return;
    void runQueueInBackground().then(() => {
      if (isClosed) return;
      queuePoll = setTimeout(pollQueue, queuePollIntervalMs);
      queuePoll.unref();
    });
  }

  /** Something was queued in this process: one round after the one under way, however many wakes. */
  function wake() {
    if (isWakePending || isClosed) return;
    isWakePending = true;
    void runQueueInBackground(() => {
      isWakePending = false;
    });
  }

  function schedule(task: TTask, delayMs: number) {
    if (isClosed) return;
    const timer = setTimeout(() => {
      timers.delete(task.name);
      const attempt = attemptRun(task)
        .catch((error: unknown) => {
          logger.warn({ err: error, task: task.name }, `could not schedule the ${task.name} task`);
          return Math.min(task.intervalMs, RETRY_AFTER_ERROR_MS);
        })
        .then((nextDelayMs) => schedule(task, nextDelayMs));
      attempts.add(attempt);
      void attempt.finally(() => attempts.delete(attempt));
    }, delayMs);
    timer.unref();
    timers.set(task.name, timer);
  }

  /** One try: runs the task when this process gets the lease; answers the wait until the next try. */
  async function attemptRun(task: TTask): Promise<number> {
    if (isClosed) return task.intervalMs;
    const leaseMs = Math.max(2 * (task.expectedRunMs ?? 0), minimumLeaseMs);
    if (!(await takeLease(db, task.name, holderId, leaseMs, task.intervalMs))) {
      return nextAttemptInMs(await readLease(db, task.name), task.intervalMs);
    }
    try {
      await holdLeaseWhile({ db, logger, name: task.name, holderId, leaseMs }, () => task.run());
    } catch (error) {
      logger.warn({ err: error, task: task.name }, `the ${task.name} task failed`);
    }
    return nextAttemptInMs(await readLease(db, task.name), task.intervalMs);
  }

  return {
    serveQueue(queue, handlers) {
      if (isClosed) throw new Error("the task runner is closed");
      if (runQueueRound) throw new Error("the task runner already serves a queue");
      const worker = { db, logger, holderId, minimumLeaseMs, queue, handlers };
      runQueueRound = () => runDueItems(worker, () => isClosed);
      stopWake = queue.onEnqueue(wake);
      pollQueue();
    },
    runDueQueueItems: () => runDueQueueItems(),
    add(task) {
      if (isClosed) throw new Error("the task runner is closed");
      if (tasks.has(task.name)) throw new Error(`a task named ${task.name} is already added`);
      tasks.set(task.name, task);
      schedule(task, task.runAtStart ? 0 : task.intervalMs);
    },
    async close() {
      isClosed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      clearTimeout(queuePoll);
      stopWake();
      await queueRounds;
      // Each attempt releases its lease when its run ends.
      await Promise.all(attempts);
    },
  };
}
