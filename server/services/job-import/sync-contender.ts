// A server process that syncs jobs, for sync-processes.test.ts: it opens the PostgreSQL database
// named by its first argument (Greenhouse's API at its second), prints "ready", and on "go" (stdin)
// tries "Sync now"'s lease: it prints "refused" when another process holds it, else "started",
// and on "finish" runs the sync and prints "ran <run id>". When its stdin closes it exits.
import readline from "node:readline";
import type { TAppContext } from "../../context";
import { openDatabase } from "../../db/client";
import { parseEnv } from "../../lib/env";
import { createLogger } from "../../lib/logger";
import { closePlatform, openPlatform } from "../../platform/platform";
import { runTaskNow } from "../../tasks/runner";
import { IMPORT_TASK_NAME } from "./limits";
import { syncJobs } from "./sync-jobs";

const [databaseUrl, greenhouseUrl] = process.argv.slice(2);
const { db, close } = await openDatabase({ databaseUrl });
const env = parseEnv({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
  GREENHOUSE_API_URL: greenhouseUrl,
  IMPORT_ALLOW_PRIVATE_ADDRESSES: "1",
});
const logger = createLogger("silent");
const context: TAppContext = { db, env, logger, ...openPlatform({ db, env, logger }) };
const lines = readline.createInterface({ input: process.stdin });
let finish = () => {};
const finishing = new Promise<void>((resolve) => (finish = resolve));
let running: Promise<unknown> = Promise.resolve();
process.stdout.write("ready\n");
lines.on("line", (line) => {
  if (line === "finish") finish();
  if (line !== "go") return;
  running = runTaskNow({ db, logger, name: IMPORT_TASK_NAME }, async () => {
    process.stdout.write("started\n");
    await finishing;
    return syncJobs(context, { trigger: "manual" });
  }).then((outcome) => process.stdout.write(outcome.ran ? `ran ${outcome.result.runId}\n` : "refused\n"));
});
lines.once("close", () => {
  void running
    .then(() => closePlatform(context))
    .then(close)
    .then(() => process.exit(0));
});
