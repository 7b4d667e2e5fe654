// A server process with the job-alerts task, for job-alerts-processes.test.ts: it opens the
// PostgreSQL database named by its first argument with the app's services, prints "ready", and
// for each "run" line (stdin) runs the task once and prints "done". The task is run directly, not
// through the runner's lease, so both processes really work on the same alerts at once. When its
// stdin closes it closes the services and exits.
import readline from "node:readline";
import type { TAppContext } from "../context";
import { openDatabase } from "../db/client";
import { parseEnv } from "../lib/env";
import { createLogger } from "../lib/logger";
import { closePlatform, openPlatform } from "../platform/platform";
import { createJobAlertsTask } from "./job-alerts";

const [databaseUrl] = process.argv.slice(2);
const { db, close } = await openDatabase({ databaseUrl });
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
const logger = createLogger("silent");
const context: TAppContext = { db, env, logger, ...openPlatform({ db, env, logger }) };
const task = createJobAlertsTask(context);
const lines = readline.createInterface({ input: process.stdin });
process.stdout.write("ready\n");
let running = Promise.resolve();
lines.on("line", () => {
  running = running.then(async () => {
    await task.run();
    process.stdout.write("done\n");
  });
});
lines.once("close", () => {
  void running
    .then(() => closePlatform(context))
    .then(close)
    .then(() => process.exit(0));
});
