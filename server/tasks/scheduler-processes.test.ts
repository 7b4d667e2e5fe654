// The test of the scheduler: two server processes on one PostgreSQL database (PGlite's
// data directory admits one process) run a task exactly once per due time, never both at once.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { createTestDatabase } from "../test/test-app";

const INTERVAL_MS = 400;
const RUN_MS = 100;
const RUNNING_FOR_MS = 5000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;

describe.skipIf(!process.env.TEST_DATABASE_URL)("the scheduler in two server processes", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table scheduler_runs (
      id serial primary key, holder text not null, slot timestamptz not null unique,
      started_at timestamptz not null, finished_at timestamptz)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs a task once per interval, in one process at a time", async () => {
    const processes = [startContender(database.url!, "first"), startContender(database.url!, "second")];
    try {
      await Promise.all(processes.map((each) => each.nextLine())); // both "ready"
      for (const each of processes) each.child.stdin.write("go\n");
      await new Promise((resolve) => setTimeout(resolve, RUNNING_FOR_MS));
    } finally {
      await Promise.all(processes.map((each) => each.stop()));
    }

    const runs = rowsOf<{ holder: string; slot_ms: number; started_ms: number; finished_ms: number | null }>(
      await database.db.execute(sql`select holder,
        (extract(epoch from slot) * 1000)::float8 as slot_ms,
        (extract(epoch from started_at) * 1000)::float8 as started_ms,
        (extract(epoch from finished_at) * 1000)::float8 as finished_ms
        from scheduler_runs order by started_at`),
    );
    // About RUNNING_FOR_MS / INTERVAL_MS runs (12); a loaded machine may start the processes late.
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(RUNNING_FOR_MS / INTERVAL_MS) + 1);
    for (const run of runs) expect(run.finished_ms).not.toBeNull();
    for (let index = 1; index < runs.length; index++) {
      const [previous, run] = [runs[index - 1], runs[index]];
      // Never two runs at once, whichever processes ran them...
      expect(run.started_ms).toBeGreaterThanOrEqual(previous.finished_ms!);
      // ...and each due time once: starts (by the database's clock) at least an interval apart.
      expect(run.slot_ms - previous.slot_ms).toBeGreaterThanOrEqual(INTERVAL_MS);
    }
  });

  it("runs the task in the other process once the lease of a process killed mid-run expires", async () => {
    const { db } = database;
    await db.execute(sql`delete from scheduler_runs`);
    await db.execute(sql`delete from task_leases`);
    const leaseMs = 1500;
    const timing = { runMs: 3000, minimumLeaseMs: leaseMs };
    const doomed = startContender(database.url!, "doomed", timing);
    const heir = startContender(database.url!, "heir", timing);
    try {
      await Promise.all([doomed.nextLine(), heir.nextLine()]);
      doomed.child.stdin.write("go\n");
      const deadline = Date.now() + 30_000;
      while (rowsOf(await db.execute(sql`select 1 from scheduler_runs where holder = 'doomed'`)).length === 0) {
        if (Date.now() > deadline) throw new Error("the first process never ran the task");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      heir.child.stdin.write("go\n");
      await doomed.kill();
      while (rowsOf(await db.execute(sql`select 1 from scheduler_runs where holder = 'heir'`)).length === 0) {
        if (Date.now() > deadline) throw new Error("the other process never took over");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await Promise.all([doomed.kill(), heir.stop()]);
    }
    const runs = rowsOf<{ holder: string; after_ms: number; finished: boolean }>(
      await db.execute(sql`select holder, finished_at is not null as finished,
        (extract(epoch from slot - min(slot) over ()) * 1000)::float8 as after_ms
        from scheduler_runs order by slot`),
    );
    expect(runs.map((run) => [run.holder, run.finished])).toEqual([
      ["doomed", false],
      ["heir", true],
    ]);
    // Not before the dead process's lease ran out (renewed while it lived, at least once at start).
    expect(runs[1].after_ms).toBeGreaterThanOrEqual(leaseMs);
  });
});

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const CONTENDER = fileURLToPath(new URL("./scheduler-contender.ts", import.meta.url));

/** A scheduler-contender.ts process, and its stdout line by line. */
function startContender(
  databaseUrl: string,
  holderId: string,
  timing: { runMs: number; minimumLeaseMs?: number } = { runMs: RUN_MS },
) {
  const timingArguments = [String(INTERVAL_MS), String(timing.runMs), String(timing.minimumLeaseMs ?? "")];
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", TSX_LOADER, CONTENDER, databaseUrl, holderId, ...timingArguments],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    async nextLine(): Promise<string> {
      const next = await lines.next();
      if (next.done) throw new Error(`the scheduler process ended early: ${stderr}`);
      return next.value;
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
