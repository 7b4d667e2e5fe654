// A server process's scheduler, for scheduler-processes.test.ts: it opens the PostgreSQL database
// named by its first argument, prints "ready", and on "go" (stdin) adds a task named "tick" that
// records each run in scheduler_runs: which process ran it, the start its lease recorded, and when
// the run began and ended (its arguments: the database URL, its holder id, the task's interval,
// how long a run takes, and optionally the minimum lease). When its stdin closes it closes the runner (waiting for a run under
// way) and exits.
import readline from "node:readline";
import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../db/client";
import { createTaskRunner } from "./runner";

const [databaseUrl, holderId, intervalMs, runMs, minimumLeaseMs] = process.argv.slice(2);
const { db, close } = await openDatabase({ databaseUrl });
const runner = createTaskRunner({
  db,
  logger: pino({ level: "silent" }),
  holderId,
  minimumLeaseMs: minimumLeaseMs ? Number(minimumLeaseMs) : undefined,
});
const lines = readline.createInterface({ input: process.stdin });
process.stdout.write("ready\n");
lines.once("line", () => {
  runner.add({
    name: "tick",
    intervalMs: Number(intervalMs),
    runAtStart: true,
    async run() {
      const [row] = (
        await db.execute(sql`insert into scheduler_runs (holder, slot, started_at)
          select ${holderId}, last_started_at, clock_timestamp() from task_leases where name = 'tick'
          returning id`)
      ).rows as { id: number }[];
      await new Promise((resolve) => setTimeout(resolve, Number(runMs)));
      await db.execute(sql`update scheduler_runs set finished_at = clock_timestamp() where id = ${row.id}`);
    },
  });
});
lines.once("close", () => {
  void runner
    .close()
    .then(close)
    .then(() => process.exit(0));
});
