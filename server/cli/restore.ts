// `npm run restore -- <file> [--replace]`: loads a backup downloaded from /admin (GET
// /api/admin/backup, decision 030) into the database the configuration names (DATABASE_URL, or
// the embedded one in DATA_DIR), migrated first. Refuses a file of a newer or another schema, a
// truncated or malformed file, and a database holding data unless --replace; either way in one
// transaction, so a refusal writes nothing. On the embedded database stop the server first.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { parseEnv } from "../lib/env";
import { BackupFileError } from "../services/admin/backup/backup-format";
import { readBackupHeader } from "../services/admin/backup/read-backup";
import { restoreBackup } from "../services/admin/backup/restore-backup";
import { assertRestorableSchema } from "../services/admin/backup/schema-version";
import { runCommand } from "./run-command";

const USAGE = "Usage: npm run restore -- <backup file> [--replace]";

function readOptions(argv: string[]): { file: string; replace: boolean } | string {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return USAGE;
    if (positionals.length !== 1) return `Name one backup file.\n${USAGE}`;
    return { file: positionals[0], replace: values.replace ?? false };
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(options);
    return options === USAGE ? 0 : 1;
  }
  if (!fs.existsSync(options.file) || !fs.statSync(options.file).isFile()) {
    console.error(`No backup file at ${options.file}.`);
    return 1;
  }
  // A file this version cannot restore is refused before the database is opened or migrated.
  assertRestorableSchema((await readBackupHeader(options.file)).schema);
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const where = env.DATABASE_URL
      ? "the PostgreSQL database of DATABASE_URL"
      : `the embedded database in ${env.DATA_DIR}`;
    const outcome = await restoreBackup(database.db, fs.createReadStream(options.file), options);
    const total = Object.values(outcome.counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored the backup of ${outcome.createdAt} into ${where}: ${total} rows.`);
    for (const [table, count] of Object.entries(outcome.counts)) console.log(`  ${table}: ${count}`);
    console.log("Everyone signs in again: a backup holds no sessions.");
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, {
  failure: "Could not restore the backup",
  describe: (error) => (error instanceof BackupFileError ? `${error.message}\nNothing was written.` : undefined),
});
