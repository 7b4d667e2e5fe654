// The queue of triggered tasks (decision 022) on a real database: PGlite, and PostgreSQL with
// TEST_DATABASE_URL, where the second runner has connections of its own. Tests drive rounds with
// runDueQueueItems() and stand in for the passing of time by moving an item's run_after.
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type TDatabase } from "../db/client";
import { rowsOf } from "../db/rows";
import { taskQueue } from "../db/schema";
import {
  enqueueTask,
  TaskPayloadError,
  TaskQueue,
  type TTriggeredTaskHandlers,
} from "../platform/task-queue/task-queue";
import { createTestDatabase } from "../test/test-app";
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from "./queue";
import { createTaskRunner, type TTaskRunner } from "./runner";

const PAYLOADS = {
  "test.count": z.object({ key: z.number().int() }),
  "test.fail": z.object({ failures: z.number().int() }),
  "test.slow": z.object({ ms: z.number().int() }),
};
type TPayloads = typeof PAYLOADS;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: TDatabase;
/** A second handle on the same database: on PostgreSQL, a second process's connections. */
let otherDb: TDatabase;
let closeOtherDb = async () => {};
const runners: TTaskRunner[] = [];
/** How many times each item ran, by id. */
const runs = new Map<number, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  otherDb = db;
  if (database.url) {
    const other = await openDatabase({ databaseUrl: database.url });
    otherDb = other.db;
    closeOtherDb = other.close;
  }
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
  await db.delete(taskQueue);
  runs.clear();
});
afterAll(async () => {
  await closeOtherDb();
  await database?.close();
});

function handlers(): TTriggeredTaskHandlers<TPayloads> {
  const count = (id: number) => runs.set(id, (runs.get(id) ?? 0) + 1);
  return {
    "test.count": {
      async run(_payload, item) {
        count(item.id);
        await new Promise((resolve) => setImmediate(resolve));
      },
    },
    "test.fail": {
      async run(payload, item) {
        count(item.id);
        if (item.attempt <= payload.failures) throw new Error(`failure ${item.attempt}`);
      },
    },
    "test.slow": {
      async run(payload, item) {
        count(item.id);
        await new Promise((resolve) => setTimeout(resolve, payload.ms));
      },
    },
  };
}

/**
 * A runner serving its own queue, polling too seldom to matter: tests run its rounds, once its
 * first round (at serveQueue) has found the queue empty.
 */
async function runner(holderId: string, options: { db?: TDatabase; minimumLeaseMs?: number } = {}) {
  const queue = new TaskQueue(PAYLOADS);
  const logger = pino({ level: "silent" });
  const created = createTaskRunner({
    db: options.db ?? db,
    logger,
    holderId,
    ...options,
    queuePollIntervalMs: 3_600_000,
  });
  created.serveQueue(queue, handlers());
  runners.push(created);
  expect(await created.runDueQueueItems()).toBe(0);
  return { runner: created, queue };
}

/** Queues through a TaskQueue no runner listens to, as another process would. */
const elsewhere = {
  get db() {
    return db;
  },
  taskQueue: new TaskQueue(PAYLOADS),
};

interface TItemRow {
  status: string;
  attempts: number;
  last_error: string | null;
  holder_id: string | null;
  has_finished: boolean;
  run_after_ms: number;
  due_in_ms: number;
}

async function item(id: number) {
  const [row] = rowsOf<TItemRow>(
    await db.execute(sql`select status, attempts, last_error, holder_id, finished_at is not null as has_finished,
      (extract(epoch from run_after) * 1000)::float8 as run_after_ms,
      (extract(epoch from (run_after - now())) * 1000)::float8 as due_in_ms
      from task_queue where id = ${id}`),
  );
  return {
    ...row,
    attempts: Number(row.attempts),
    run_after_ms: Number(row.run_after_ms),
    due_in_ms: Number(row.due_in_ms),
  };
}

/** Stands in for the wait: the item is due now. */
const makeDue = (id: number) => db.execute(sql`update task_queue set run_after = now() where id = ${id}`);

describe("the triggered-task queue", { timeout: 60_000 }, () => {
  it("runs each of 200 items exactly once when two runners race for them", async () => {
    const first = await runner("first");
    const second = await runner("second", { db: otherDb });
    const ids: number[] = [];
    for (let key = 0; key < 200; key++) ids.push((await enqueueTask(elsewhere, "test.count", { key }))!);
    const [firstClaimed, secondClaimed] = await Promise.all([
      first.runner.runDueQueueItems(),
      second.runner.runDueQueueItems(),
    ]);

    expect(firstClaimed + secondClaimed).toBe(200);
    expect(firstClaimed).toBeGreaterThan(0);
    expect(secondClaimed).toBeGreaterThan(0);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const statuses = rowsOf<{ status: string; attempts: number; count: number }>(
      await db.execute(sql`select status, attempts, count(*)::int as count from task_queue group by status, attempts`),
    );
    expect(statuses.map((row) => ({ ...row, attempts: Number(row.attempts) }))).toEqual([
      { status: "done", attempts: 1, count: 200 },
    ]);
  });

  it("retries a failing item with a growing backoff and keeps it failed with its error after its last attempt", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = (await enqueueTask(elsewhere, "test.fail", { failures: 99 }, { maxAttempts: 3 }))!;

    expect(await queueRunner.runDueQueueItems()).toBe(1);
    const afterFirst = await item(id);
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1, last_error: "failure 1", has_finished: false });
    expect(afterFirst.due_in_ms).toBeGreaterThan(RETRY_BASE_MS - 5_000);
    expect(afterFirst.due_in_ms).toBeLessThanOrEqual(RETRY_BASE_MS);
    // Not due before its backoff has passed.
    expect(await queueRunner.runDueQueueItems()).toBe(0);

    await makeDue(id);
    expect(await queueRunner.runDueQueueItems()).toBe(1);
    const afterSecond = await item(id);
    expect(afterSecond).toMatchObject({ status: "queued", attempts: 2, last_error: "failure 2" });
    expect(afterSecond.run_after_ms).toBeGreaterThan(afterFirst.run_after_ms);
    expect(afterSecond.due_in_ms).toBeGreaterThan(2 * RETRY_BASE_MS - 5_000);

    await makeDue(id);
    expect(await queueRunner.runDueQueueItems()).toBe(1);
    expect(await item(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      last_error: "failure 3",
      has_finished: true,
    });
    await makeDue(id);
    expect(await queueRunner.runDueQueueItems()).toBe(0);
    expect(runs.get(id)).toBe(3);
  });

  it("marks an item done when a retry succeeds", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = (await enqueueTask(elsewhere, "test.fail", { failures: 1 }))!;
    await queueRunner.runDueQueueItems();
    await makeDue(id);
    await queueRunner.runDueQueueItems();
    expect(await item(id)).toMatchObject({ status: "done", attempts: 2, last_error: null, has_finished: true });
  });

  it("doubles the wait after each failure up to its cap", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([RETRY_BASE_MS, 2 * RETRY_BASE_MS, 4 * RETRY_BASE_MS]);
    expect(retryDelayMs(30)).toBe(RETRY_CAP_MS);
  });

  it("refuses a payload its schema refuses, or an unknown task, at enqueue, and queues nothing", async () => {
    await expect(enqueueTask(elsewhere, "test.count", { key: 1.5 })).rejects.toThrow(TaskPayloadError);
    await expect(enqueueTask(elsewhere, "test.count", { key: "one" } as never)).rejects.toThrow(/key:/);
    await expect(enqueueTask(elsewhere, "test.unknown" as "test.count", { key: 1 })).rejects.toThrow(TaskPayloadError);
    expect(await db.$count(taskQueue)).toBe(0);
  });

  it("fails an item whose payload no longer fits its schema when claimed, without running or retrying it", async () => {
    const { runner: queueRunner } = await runner("one");
    const [{ id }] = await db
      .insert(taskQueue)
      .values({ name: "test.count", payload: { key: "old shape" } })
      .returning({ id: taskQueue.id });
    expect(await queueRunner.runDueQueueItems()).toBe(1);
    const row = await item(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, has_finished: true });
    expect(row.last_error).toMatch(/the payload of the test.count task does not fit its schema: key:/);
    expect(runs.has(id)).toBe(false);
  });

  it("queues an item with a dedupe key once while one waits or runs, and again once it is done", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = await enqueueTask(elsewhere, "test.count", { key: 1 }, { dedupeKey: "sync:1" });
    expect(id).toEqual(expect.any(Number));
    expect(await enqueueTask(elsewhere, "test.count", { key: 2 }, { dedupeKey: "sync:1" })).toBeNull();
    expect(await enqueueTask(elsewhere, "test.count", { key: 3 }, { dedupeKey: "sync:2" })).toEqual(expect.any(Number));
    expect(await db.$count(taskQueue)).toBe(2);
    await queueRunner.runDueQueueItems();
    const again = await enqueueTask(elsewhere, "test.count", { key: 4 }, { dedupeKey: "sync:1" });
    expect(again).toEqual(expect.any(Number));
    expect(again).not.toBe(id);
  });

  it("runs an item only once its delay has passed", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = (await enqueueTask(elsewhere, "test.count", { key: 1 }, { delayMs: 60_000 }))!;
    expect((await item(id)).due_in_ms).toBeGreaterThan(55_000);
    expect(await queueRunner.runDueQueueItems()).toBe(0);
    await makeDue(id);
    expect(await queueRunner.runDueQueueItems()).toBe(1);
  });

  it("runs again an item whose runner stopped mid-run once its lease ran out, and fails it after its last attempt", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = (await enqueueTask(elsewhere, "test.count", { key: 1 }, { maxAttempts: 2 }))!;
    const orphan = sql`update task_queue set status = 'running', holder_id = 'gone', attempts = attempts + 1`;
    await db.execute(sql`${orphan}, leased_until = now() + interval '1 minute' where id = ${id}`);
    expect(await queueRunner.runDueQueueItems()).toBe(0);

    await db.execute(sql`update task_queue set leased_until = now() - interval '1 second' where id = ${id}`);
    expect(await queueRunner.runDueQueueItems()).toBe(1);
    expect(await item(id)).toMatchObject({ status: "done", attempts: 2, holder_id: "one" });

    const last = (await enqueueTask(elsewhere, "test.count", { key: 2 }, { maxAttempts: 1 }))!;
    await db.execute(sql`${orphan}, leased_until = now() - interval '1 second' where id = ${last}`);
    expect(await queueRunner.runDueQueueItems()).toBe(1);
    const failed = await item(last);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed.last_error).toMatch(/lease ran out/);
    expect(runs.has(last)).toBe(false);
  });

  it("renews the lease of a long run, so another runner does not take the item", async () => {
    const first = await runner("first", { minimumLeaseMs: 150 });
    const second = await runner("second", { db: otherDb, minimumLeaseMs: 150 });
    const id = (await enqueueTask(elsewhere, "test.slow", { ms: 600 }))!;
    const running = first.runner.runDueQueueItems();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await item(id)).toMatchObject({ status: "running", holder_id: "first" });
    expect(await second.runner.runDueQueueItems()).toBe(0);
    expect(await running).toBe(1);
    expect(await item(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(runs.get(id)).toBe(1);
  });

  it("runs an item queued in its own process at once, without waiting for the next poll", async () => {
    const { queue } = await runner("one");
    const id = (await enqueueTask({ db, taskQueue: queue }, "test.count", { key: 1 }))!;
    const deadline = Date.now() + 5_000;
    while ((await item(id)).status !== "done") {
      if (Date.now() > deadline) throw new Error("the item did not run");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(runs.get(id)).toBe(1);
  });

  it("close() waits for the item under way and records its end", async () => {
    const { runner: queueRunner } = await runner("one");
    const id = (await enqueueTask(elsewhere, "test.slow", { ms: 200 }))!;
    const round = queueRunner.runDueQueueItems();
    while ((await item(id)).status !== "running") await new Promise((resolve) => setTimeout(resolve, 10));
    await queueRunner.close();
    expect(await item(id)).toMatchObject({ status: "done", attempts: 1 });
    await round;
  });
});
