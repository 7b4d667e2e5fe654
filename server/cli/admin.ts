// `npm run admin -- --email x --password y`: creates an administrator, promotes an existing
// account, or resets an administrator's password. Uses the same DATA_DIR / DATABASE_URL as the
// server; on PGlite the server must be stopped first (one process per data directory).
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ZEmailSchema, ZNewPasswordSchema } from "@common/auth/schemas";
import { translateForLogs } from "@common/i18n";
import { users } from "../db/schema";
import { recordAuditEvent } from "../services/audit/record-audit-event";
import { upsertAdmin } from "../services/auth/ensure-first-admin";
import { openAppContext } from "../start";
import { runCommand } from "./run-command";

const USAGE = "Usage: npm run admin -- --email <address> --password <password>";

class UsageError extends Error {}

function readOptions(argv: string[]): { email: string; password: string } {
  let values: { email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const problems: string[] = [];
  const email = ZEmailSchema.safeParse(values.email ?? "");
  if (!email.success) problems.push(`--email: ${translateForLogs(email.error.issues[0].message)}`);
  const password = ZNewPasswordSchema.safeParse(values.password ?? "");
  if (!password.success) problems.push(`--password: ${translateForLogs(password.error.issues[0].message)}`);
  if (problems.length) throw new UsageError(problems.join("\n"));
  return { email: email.data!, password: password.data! };
}

const MESSAGES = {
  created: (email: string) => `Created the administrator ${email}.`,
  promoted: (email: string) => `Made the existing account ${email} an administrator and set its password.`,
  "password-reset": (email: string) => `Reset the password of the administrator ${email}.`,
  skipped: (email: string) => `Nothing to do for ${email}.`,
} as const;

async function main(): Promise<number> {
  let options: { email: string; password: string };
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 1;
  }
  const { context, close } = await openAppContext({ runStartupTasks: false });
  try {
    const [account] = await context.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.email, options.email))
      .limit(1);
    if (account?.suspendedAt) {
      // An administrator is never suspended (decision 031): the console reinstates first.
      console.error(`The account ${options.email} is suspended: reinstate it in the administrator console first.`);
      return 1;
    }
    const outcome = await upsertAdmin(context, { ...options, onlyIfNoAdmin: false });
    const [admin] = await context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, options.email))
      .limit(1);
    await recordAuditEvent(context, {
      event: "admin.cli",
      userId: admin?.id ?? null,
      email: options.email,
      detail: { outcome, source: "npm run admin" },
    });
    console.log(MESSAGES[outcome](options.email));
    if (outcome === "promoted" || outcome === "password-reset") console.log("Its sessions were signed out.");
    return 0;
  } finally {
    await close();
  }
}

runCommand(main, {
  failure: "Could not create the administrator",
  describe: (error) =>
    error instanceof z.ZodError
      ? error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${translateForLogs(issue.message)}`).join("\n")
      : undefined,
});
