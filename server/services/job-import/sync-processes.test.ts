// Two server processes on one PostgreSQL database press "Sync now" at once: one syncs, the other
// is refused (the lease the scheduled sync shares), and the jobs are imported once.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, jobSources, jobSyncRuns } from "../../db/schema";
import {
  greenhouseJobs,
  jsonAnswer,
  SAMPLE_JOBS,
  startJobFeedServer,
  type TJobFeedServer,
} from "../../test/job-feed-server";
import { createTestDatabase } from "../../test/test-app";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let feeds: TJobFeedServer;

describe.skipIf(!process.env.TEST_DATABASE_URL)("Sync now in two server processes", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    feeds = await startJobFeedServer();
  });
  afterAll(async () => {
    await database?.close();
    await feeds?.close();
  });

  it("runs one sync and refuses the other", async () => {
    feeds.setRoute("/boards/acme/jobs", jsonAnswer(greenhouseJobs(SAMPLE_JOBS)));
    await database.db.insert(jobSources).values({ kind: "greenhouse", name: "Acme", settings: { boardToken: "acme" } });
    const processes = [startContender(database.url!), startContender(database.url!)];
    try {
      await Promise.all(processes.map((each) => each.nextLine())); // both "ready"
      for (const each of processes) each.child.stdin.write("go\n");
      const answers = await Promise.all(processes.map((each) => each.nextLine()));
      expect([...answers].sort()).toEqual(["refused", "started"]);
      const winner = processes[answers.indexOf("started")];
      winner.child.stdin.write("finish\n");
      expect(await winner.nextLine()).toMatch(/^ran \d+$/);
    } finally {
      await Promise.all(processes.map((each) => each.stop()));
    }
    expect(await database.db.select().from(jobSyncRuns)).toHaveLength(1);
    expect(await database.db.select().from(jobs)).toHaveLength(SAMPLE_JOBS.length);
  });
});

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const CONTENDER = fileURLToPath(new URL("./sync-contender.ts", import.meta.url));

/** A sync-contender.ts process, and its stdout line by line. */
function startContender(databaseUrl: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", TSX_LOADER, CONTENDER, databaseUrl, feeds.url],
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
      if (next.done) throw new Error(`the sync process ended early: ${stderr}`);
      return next.value;
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
