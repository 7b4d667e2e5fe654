// A process that contends for data-directory locks, for data-dir-lock.test.ts: it prints "ready",
// waits for "go" on stdin so that two of them start at the same moment, tries to take the lock of
// every directory named in its arguments, prints what it got as one JSON line, and keeps the locks
// it won until its stdin closes.
import readline from "node:readline";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs = process.argv.slice(2);
const lines = readline.createInterface({ input: process.stdin });
process.stdout.write("ready\n");
lines.once("line", () => {
  const outcomes = dirs.map((dir) => {
    try {
      acquireDataDirLock(dir);
      return "won";
    } catch (error) {
      return error instanceof DataDirLockedError ? "locked" : `failed: ${(error as Error).message}`;
    }
  });
  process.stdout.write(`${JSON.stringify(outcomes)}\n`);
});
lines.once("close", () => process.exit(0));
