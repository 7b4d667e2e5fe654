// `npm run mail:outbox [-- --limit N]`: prints the latest N messages (5 by default) of the local
// outbox whole: where mail goes when the site has no SMTP_URL and MAIL_FROM. Uses the same
// DATA_DIR / DATABASE_URL as the server; on the embedded database the site must be stopped first
// (one process per data directory), and while it runs its log has a line per message instead.
import { parseArgs } from "node:util";
import { readOutbox } from "../platform/mail/outbox";
import { openAppContext } from "../start";
import { runCommand } from "./run-command";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { limit: { type: "string", default: "5" } }, strict: true });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    console.error("--limit: a whole number from 1 to 100");
    return 2;
  }
  const { context, close } = await openAppContext({ runStartupTasks: false });
  try {
    console.log(await readOutbox(context.db, limit));
    return 0;
  } finally {
    await close();
  }
}

runCommand(main, { failure: "Could not read the outbox" });
