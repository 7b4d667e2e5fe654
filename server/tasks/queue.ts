// The runner's side of the triggered-task queue (decision 022; the enqueue side is
// server/platform/task-queue/): claims due items of task_queue one at a time, runs their
// handlers under a lease, and records how each run ended. Every time is the database's clock.
//
// An item is due when it is queued and its run_after has come, or when it is running but its
// lease ran out (the process running it stopped). One statement claims it, locking the row it
// picks and skipping rows other processes are claiming, so of several runners one gets each
// item; the claim counts the attempt. The holder renews the lease while the handler runs. Then
// the item is done; or, when the handler threw, queued again after a backoff (doubling from
// RETRY_BASE_MS up to RETRY_CAP_MS) with its error, until its last attempt leaves it failed. A
// payload its schema refuses fails at once, as no retry can mend it.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { TDatabase } from "../db/client";
import { rowsOf } from "../db/rows";
import type {
  TaskQueue,
  TPayloadSchemas,
  TTriggeredTaskHandler,
  TTriggeredTaskHandlers,
} from "../platform/task-queue/task-queue";

/** The wait after a first failed run; it doubles after each further one. */
export const RETRY_BASE_MS = 30_000;
/** The longest wait between two runs of a failing item. */
export const RETRY_CAP_MS = 60 * 60_000;
/** How often a runner looks for due items queued by other processes (its own wake it at once). */
export const QUEUE_POLL_INTERVAL_MS = 5_000;

/** The wait before the next run of an item whose run number `attempt` failed. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempt - 1, 0), RETRY_CAP_MS);
}

const ms = (value: number) => sql`(${Math.round(value)} * interval '1 millisecond')`;

interface TClaimedItem {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Claims the first due item of these tasks, or answers null when none is due. */
async function claimItem(db: TDatabase, names: string[], holderId: string, leaseMs: number) {
  const [row] = rowsOf<TClaimedItem>(
    await db.execute(sql`
      update task_queue
        set status = 'running', holder_id = ${holderId}, leased_until = now() + ${ms(leaseMs)},
            attempts = attempts + 1
      where id = (
        select id from task_queue
        where name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
          and status in ('queued', 'running') and run_after <= now()
          and (status = 'queued' or leased_until <= now())
        order by run_after, id
        for update skip locked
        limit 1)
      returning id, name, payload, attempts, max_attempts`),
  );
  return row
    ? { ...row, id: Number(row.id), attempts: Number(row.attempts), max_attempts: Number(row.max_attempts) }
    : null;
}

/** The item as this claim holds it: a later claim (after the lease ran out) counts another attempt. */
const heldBy = (item: TClaimedItem, holderId: string) =>
  sql`id = ${item.id} and holder_id = ${holderId} and attempts = ${item.attempts} and status = 'running'`;

async function renewItem(db: TDatabase, item: TClaimedItem, holderId: string, leaseMs: number) {
  const result = await db.execute(sql`
    update task_queue set leased_until = now() + ${ms(leaseMs)}
    where ${heldBy(item, holderId)} and leased_until > now()
    returning id`);
  return rowsOf(result).length === 1;
}

/** Records the end of a run; false when this claim no longer held the item. */
async function finishItem(db: TDatabase, item: TClaimedItem, holderId: string, error: string | null, canRetry = true) {
  const outcome =
    error === null
      ? sql`status = 'done', finished_at = now(), last_error = null`
      : canRetry && item.attempts < item.max_attempts
        ? sql`status = 'queued', run_after = now() + ${ms(retryDelayMs(item.attempts))}, holder_id = null,
              last_error = ${error}`
        : sql`status = 'failed', finished_at = now(), last_error = ${error}`;
  const result = await db.execute(sql`
    update task_queue set ${outcome}, leased_until = null
    where ${heldBy(item, holderId)}
    returning id`);
  return rowsOf(result).length === 1;
}

function describeError(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

export interface TQueueWorkerOptions<TPayloads extends TPayloadSchemas> {
  db: TDatabase;
  logger: Logger;
  holderId: string;
  minimumLeaseMs: number;
  queue: TaskQueue<TPayloads>;
  handlers: TTriggeredTaskHandlers<TPayloads>;
}

/**
 * Claims and runs due items one at a time until none is due or shouldStop() says so; answers how
 * many it claimed. A failure of the database ends the round (the next poll tries again).
 */
export async function runDueItems<TPayloads extends TPayloadSchemas>(
  options: TQueueWorkerOptions<TPayloads>,
  shouldStop: () => boolean,
): Promise<number> {
  const { db, logger, holderId, minimumLeaseMs, queue } = options;
  const handlers = options.handlers as Record<string, TTriggeredTaskHandler<unknown>>;
  const names = Object.keys(handlers);
  if (names.length === 0) return 0;
  let claimed = 0;
  while (!shouldStop()) {
    const item = await claimItem(db, names, holderId, minimumLeaseMs);
    if (!item) break;
    claimed++;
    const handler = handlers[item.name];
    const leaseMs = Math.max(2 * (handler.expectedRunMs ?? 0), minimumLeaseMs);
    const log = { task: item.name, item: item.id, attempt: item.attempts };
    if (item.attempts > item.max_attempts) {
      // Its last attempt's process stopped mid-run: the lease ran out with no outcome recorded.
      await finishItem(db, item, holderId, `its run ${item.max_attempts} did not finish (its lease ran out)`, false);
      logger.warn(log, `the ${item.name} task failed: its last run did not finish`);
      continue;
    }
    let payload: unknown;
    try {
      payload = queue.parse(item.name, item.payload);
    } catch (error) {
      await finishItem(db, item, holderId, describeError(error), false);
      logger.warn({ ...log, err: error }, `the ${item.name} task failed: its payload does not fit`);
      continue;
    }
    if (leaseMs > minimumLeaseMs) await renewItem(db, item, holderId, leaseMs);
    const renewal = setInterval(() => {
      renewItem(db, item, holderId, leaseMs).then(
        (isHeld) => {
          if (!isHeld) logger.warn(log, `the lease of a ${item.name} task ran out while it ran`);
        },
        (error: unknown) => logger.warn({ ...log, err: error }, `could not renew the lease of a ${item.name} task`),
      );
    }, leaseMs / 3);
    renewal.unref();
    let failure: string | null = null;
    try {
      await handler.run(payload, { id: item.id, attempt: item.attempts, maxAttempts: item.max_attempts });
    } catch (error) {
      failure = describeError(error);
      logger.warn({ ...log, err: error }, `the ${item.name} task failed`);
    } finally {
      clearInterval(renewal);
    }
    if (!(await finishItem(db, item, holderId, failure))) {
      logger.warn(log, `a ${item.name} task ended after another process took it over`);
    }
  }
  return claimed;
}
