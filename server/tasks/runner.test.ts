import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TDatabase } from "../db/client";
import { rowsOf } from "../db/rows";
import { taskLeases } from "../db/schema";
import { createTestDatabase } from "../test/test-app";
import { createTaskRunner, nextAttemptInMs, type TTaskRunner } from "./runner";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: TDatabase;
const runners: TTaskRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
  await db.delete(taskLeases);
});
afterAll(async () => {
  await database?.close();
});

function recordingLogger() {
  const messages: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
  return { logger, messages };
}

function runner(options: { holderId?: string; minimumLeaseMs?: number; logger?: pino.Logger } = {}) {
  const created = createTaskRunner({ db, logger: recordingLogger().logger, ...options });
  runners.push(created);
  return created;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(20);
  }
}

async function lease(name: string) {
  const [row] = rowsOf<{
    holder_id: string;
    is_held: boolean;
    has_finished: boolean;
    last_error: string | null;
  }>(
    await db.execute(sql`select holder_id, leased_until > now() as is_held,
      last_finished_at is not null as has_finished, last_error from task_leases where name = ${name}`),
  );
  return row;
}

describe("the scheduler", { timeout: 20_000 }, () => {
  it("runs a task at start when asked, then once per interval, and records each run in its lease", async () => {
    const run = vi.fn(async () => {});
    runner({ holderId: "one" }).add({ name: "tick", intervalMs: 2_000, runAtStart: true, run });
    await waitFor(() => run.mock.calls.length === 1);
    await waitFor(async () => (await lease("tick"))?.has_finished === true);
    expect(await lease("tick")).toEqual({ holder_id: "one", is_held: false, has_finished: true, last_error: null });
    await sleep(200);
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => run.mock.calls.length === 2);
  });

  it("waits one interval before the first run of a task not run at start", async () => {
    const run = vi.fn(async () => {});
    runner().add({ name: "later", intervalMs: 500, run });
    await sleep(300);
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => run.mock.calls.length === 1);
  });

  it("does not run a task whose lease another process holds, and runs it once that lease is released", async () => {
    await db.execute(sql`insert into task_leases (name, holder_id, leased_until, last_started_at)
      values ('shared', 'other', now() + interval '1 hour', now() - interval '1 hour')`);
    const run = vi.fn(async () => {});
    runner({ holderId: "mine" }).add({ name: "shared", intervalMs: 300, runAtStart: true, run });
    await sleep(800);
    expect(run).not.toHaveBeenCalled();
    await db.execute(sql`update task_leases set leased_until = now() where name = 'shared'`);
    await waitFor(() => run.mock.calls.length === 1);
    expect((await lease("shared")).holder_id).toBe("mine");
  });

  it("takes over the lease of a holder that died once it expires", async () => {
    // The dead holder started its run one interval ago, so the next slot is due when its lease
    // ends (a start an hour ago would put the next slot wherever the hour's remainder falls).
    await db.execute(sql`insert into task_leases (name, holder_id, leased_until, last_started_at)
      values ('orphan', 'dead', now() + interval '600 milliseconds', now() - interval '700 milliseconds')`);
    const run = vi.fn(async () => {});
    runner({ holderId: "heir" }).add({ name: "orphan", intervalMs: 700, runAtStart: true, run });
    await sleep(300);
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => run.mock.calls.length === 1);
    expect((await lease("orphan")).holder_id).toBe("heir");
  });

  it("does not run a task again before its interval since its last start in another process", async () => {
    await db.execute(sql`insert into task_leases (name, holder_id, leased_until, last_started_at)
      values ('recent', 'other', now(), now() - interval '59 minutes 59 seconds')`);
    const run = vi.fn(async () => {});
    runner().add({ name: "recent", intervalMs: 60 * 60_000, runAtStart: true, run });
    await sleep(300);
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => run.mock.calls.length === 1, 3000);
  });

  it("runs a task in one of two runners at a time", async () => {
    const starts: number[] = [];
    let running = 0;
    let overlaps = 0;
    const run = async () => {
      running += 1;
      if (running > 1) overlaps += 1;
      // The start by the database's clock, which the lease keeps an interval apart; the process
      // learns of it a round trip later, which a loaded machine stretches unevenly.
      const [row] = rowsOf<{ ms: number }>(
        await db.execute(sql`select (extract(epoch from last_started_at) * 1000)::float8 as ms
          from task_leases where name = 'once'`),
      );
      starts.push(Number(row.ms));
      await sleep(100);
      running -= 1;
    };
    runner({ holderId: "a" }).add({ name: "once", intervalMs: 300, runAtStart: true, run });
    runner({ holderId: "b" }).add({ name: "once", intervalMs: 300, runAtStart: true, run });
    await sleep(1400);
    await Promise.all(runners.splice(0).map((each) => each.close()));
    expect(overlaps).toBe(0);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts.length).toBeLessThanOrEqual(6);
    for (let index = 1; index < starts.length; index++) {
      expect(starts[index] - starts[index - 1]).toBeGreaterThanOrEqual(300);
    }
  });

  it("renews the lease while a long run goes on", async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const holder = runner({ holderId: "long", minimumLeaseMs: 900 });
    holder.add({ name: "long", intervalMs: 100, runAtStart: true, run });
    await waitFor(() => run.mock.calls.length === 1);
    const other = vi.fn(async () => {});
    runner({ holderId: "waiting", minimumLeaseMs: 900 }).add({
      name: "long",
      intervalMs: 100,
      runAtStart: true,
      run: other,
    });
    await sleep(2000);
    expect(await lease("long")).toMatchObject({ holder_id: "long", is_held: true });
    expect(other).not.toHaveBeenCalled();
    finish();
    await holder.close();
    await waitFor(() => other.mock.calls.length >= 1);
  });

  it("logs a failure, records it in the lease, and runs the task again at the next interval", async () => {
    const { logger, messages } = recordingLogger();
    const run = vi.fn(async () => {
      throw new Error("no mail server");
    });
    runner({ logger }).add({ name: "fragile", intervalMs: 300, runAtStart: true, run });
    await waitFor(async () => (await lease("fragile"))?.last_error === "no mail server");
    // The second run's failure is logged once that run has thrown, a moment after it is called.
    await waitFor(() => messages.length >= 2);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(messages.slice(0, 2)).toEqual(["the fragile task failed", "the fragile task failed"]);
  });

  it("logs a database failure and tries again, without running the task", async () => {
    const unreachable = await createTestDatabase();
    await unreachable.close();
    const { logger, messages } = recordingLogger();
    const tasks = createTaskRunner({ db: unreachable.db, logger });
    runners.push(tasks);
    const run = vi.fn(async () => {});
    tasks.add({ name: "offline", intervalMs: 200, runAtStart: true, run });
    await waitFor(() => messages.length >= 2);
    expect(messages.slice(0, 2)).toEqual([
      "could not schedule the offline task",
      "could not schedule the offline task",
    ]);
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses a second task of the same name", () => {
    const tasks = runner();
    tasks.add({ name: "unique", intervalMs: 1000, run: async () => {} });
    expect(() => tasks.add({ name: "unique", intervalMs: 5000, run: async () => {} })).toThrow(/already added/);
  });

  it("close() stops every timer, waits for the runs under way and releases their leases", async () => {
    let isFinished = false;
    const run = vi.fn(async () => {
      await sleep(300);
      isFinished = true;
    });
    const tasks = runner({ holderId: "closing" });
    tasks.add({ name: "busy", intervalMs: 200, runAtStart: true, run });
    await waitFor(() => run.mock.calls.length === 1);
    await tasks.close();
    expect(isFinished).toBe(true);
    expect(await lease("busy")).toMatchObject({ holder_id: "closing", is_held: false, has_finished: true });
    await sleep(500);
    expect(run).toHaveBeenCalledTimes(1);
    expect(() => tasks.add({ name: "late", intervalMs: 1000, run })).toThrow(/closed/);
  });
});

describe("the wait before the next try", () => {
  it("is until the lease ends or the next slot of the interval, whichever is later", () => {
    expect(nextAttemptInMs(null, 1000)).toBe(0);
    expect(nextAttemptInMs({ leaseEndsInMs: -5, startedAgoMs: null }, 1000)).toBe(0);
    expect(nextAttemptInMs({ leaseEndsInMs: 0, startedAgoMs: 300 }, 1000)).toBe(700);
    expect(nextAttemptInMs({ leaseEndsInMs: 800, startedAgoMs: 300 }, 1000)).toBe(800);
    // A run that overran its interval: the slots it covered are skipped.
    expect(nextAttemptInMs({ leaseEndsInMs: 0, startedAgoMs: 2300 }, 1000)).toBe(700);
    expect(nextAttemptInMs({ leaseEndsInMs: 0, startedAgoMs: 2010 }, 1000)).toBe(0);
    // Never longer than one interval.
    expect(nextAttemptInMs({ leaseEndsInMs: 60_000, startedAgoMs: 0 }, 1000)).toBe(1000);
  });
});
