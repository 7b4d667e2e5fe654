// What the backup tests share (imported by *.test.ts only): writing a backup to a file, editing
// one, and a fingerprint of a database's backed-up rows to compare two databases by.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import type { TDatabase } from "../../../db/client";
import { quoteIdentifier, readDatabaseTables } from "./database-tables";
import { inOneTransaction } from "./sql-runner";
import { openBackupStream } from "./write-backup";

export function temporaryDirectory(): { directory: string; remove: () => void } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-backup-test-"));
  return { directory, remove: () => fs.rmSync(directory, { recursive: true, force: true }) };
}

/** A backup of the database written to `file`. */
export async function backupToFile(db: TDatabase, file: string): Promise<string> {
  const errors: unknown[] = [];
  const stream = await openBackupStream(db, { createdAt: new Date(), onError: (error) => errors.push(error) });
  await pipeline(stream, fs.createWriteStream(file));
  if (errors.length > 0) throw errors[0];
  return file;
}

/** The backup's lines, uncompressed (the last one empty: every line ends with a newline). */
export function backupLinesOf(file: string): string[] {
  return gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
}

/** Writes the lines gzip'd to a new file beside `file`. */
export function writeBackupLines(file: string, name: string, lines: string[]): string {
  const target = path.join(path.dirname(file), name);
  fs.writeFileSync(target, gzipSync(Buffer.from(lines.join("\n"), "utf8")));
  return target;
}

/**
 * Per backed-up table: its row count and a hash of every row's JSON in key order (timestamps
 * written in UTC, so two servers of other time zones agree).
 */
export async function fingerprint(db: TDatabase): Promise<Record<string, { rows: number; sha256: string }>> {
  return inOneTransaction(db, { readOnlySnapshot: true }, async (runner) => {
    await runner.query("set local timezone = 'UTC'");
    await runner.query("set local bytea_output = 'hex'");
    const { backedUp } = await readDatabaseTables(runner);
    const result: Record<string, { rows: number; sha256: string }> = {};
    for (const table of backedUp) {
      const columns = table.columns.map((column) => quoteIdentifier(column.name)).join(", ");
      const key = table.primaryKey.map((column) => quoteIdentifier(column.name)).join(", ");
      const { rows } = await runner.query<{ line: string }>(
        `select row_to_json(t)::text as line from (select ${columns} from ${quoteIdentifier(table.name)} order by ${key}) as t`,
      );
      const hash = createHash("sha256");
      for (const row of rows) hash.update(`${row.line}\n`);
      result[table.name] = { rows: rows.length, sha256: hash.digest("hex") };
    }
    return result;
  });
}
