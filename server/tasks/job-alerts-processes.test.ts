// The issue's test of job alerts in two server processes on one PostgreSQL database (PGlite's
// data directory admits one process): both run the job-alerts task at the same moments, round
// after round, and each alert's job is in exactly one queued mail.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { insertAccount, insertAlert } from "../services/job-alerts/send-job-alerts.fixtures";
import { HOUR_MS, insertJobs } from "../test/factories";
import { createTestDatabase } from "../test/test-app";

const SEEKERS = 12;
const ROUNDS = 3;
const RUNS_PER_ROUND = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;

describe.skipIf(!process.env.TEST_DATABASE_URL)("job alerts in two server processes", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("queue each alert's job in exactly one mail", async () => {
    const { db } = database;
    const now = new Date();
    const alerts: { alertId: number; userId: number; company: string }[] = [];
    for (let index = 0; index < SEEKERS; index++) {
      const seeker = await insertAccount(db);
      const company = `Twin Process Co ${index}`;
      const alertId = await insertAlert(db, {
        userId: seeker.id,
        company,
        lastCheckedAt: new Date(now.getTime() - 10 * HOUR_MS),
      });
      alerts.push({ alertId, userId: seeker.id, company });
    }
    const processes = [startContender(database.url!), startContender(database.url!)];
    const jobsOf = new Map<number, number[]>();
    try {
      await Promise.all(processes.map((each) => each.nextLine())); // both "ready"
      for (let round = 0; round < ROUNDS; round++) {
        // Each round: new jobs for every alert, and every alert due again with its last check
        // moved back before them (and before the jobs of earlier rounds, already mailed).
        for (const alert of alerts) {
          const ids = await insertJobs(db, [
            { title: `Round ${round} cook`, company: alert.company, ageHours: 1 },
            { title: `Round ${round} baker`, company: alert.company, ageHours: 1 },
          ]);
          jobsOf.set(alert.alertId, [...(jobsOf.get(alert.alertId) ?? []), ...ids]);
        }
        await db.execute(sql`update job_alerts
          set last_sent_at = now() - interval '25 hours', last_checked_at = now() - interval '10 hours'
          where id = any(${`{${alerts.map((alert) => alert.alertId).join(",")}}`}::int[])`);
        for (let run = 0; run < RUNS_PER_ROUND; run++) {
          for (const each of processes) each.child.stdin.write("run\n");
          await Promise.all(processes.map(async (each) => expect(await each.nextLine()).toBe("done")));
        }
      }
    } finally {
      await Promise.all(processes.map((each) => each.stop()));
    }

    const mails = rowsOf<{ user_id: number; text: string }>(
      await db.execute(sql`select user_id, text from mail_queue where template = 'job-alert' order by id`),
    );
    for (const alert of alerts) {
      const own = mails.filter((mail) => Number(mail.user_id) === alert.userId);
      expect(own).toHaveLength(ROUNDS);
      for (const jobId of jobsOf.get(alert.alertId)!) {
        const link = new RegExp(`/jobs/${jobId}\\n`);
        expect(own.filter((mail) => link.test(mail.text))).toHaveLength(1);
      }
      const sent = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from job_alert_sent_jobs where alert_id = ${alert.alertId}`),
      );
      expect(Number(sent[0].n)).toBe(2 * ROUNDS);
    }
  });
});

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const CONTENDER = fileURLToPath(new URL("./job-alerts-contender.ts", import.meta.url));

/** A job-alerts-contender.ts process, and its stdout line by line. */
function startContender(databaseUrl: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", TSX_LOADER, CONTENDER, databaseUrl],
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
      if (next.done) throw new Error(`the job alerts process ended early: ${stderr}`);
      return next.value;
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
