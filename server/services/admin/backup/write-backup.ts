// Writes a backup (decision 030): every backed-up table from one snapshot, in pages by primary
// key, so a table of 100,000 rows is never in memory at once; the gzip'd lines go out as they
// are read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { TDatabase } from "../../../db/client";
import { BACKUP_FORMAT, BACKUP_VERSION, type TBackupHeader } from "./backup-format";
import { quoteIdentifier, readDatabaseTables, type TBackupTable } from "./database-tables";
import { appliedSchema } from "./schema-version";
import { inOneTransaction, openServerTransaction, serverPoolOf, type TSqlRunner } from "./sql-runner";

/** Rows per page; a table with bytes (uploads, application PDFs) reads fewer at a time. */
const PAGE_ROWS = 500;
const PAGE_ROWS_WITH_BYTES = 20;

function line(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

/** The table's rows, a page of lines at a time, in primary key order. */
async function* tablePages(runner: TSqlRunner, table: TBackupTable): AsyncGenerator<{ text: string; rows: number }> {
  const pageRows = table.columns.some((column) => column.isBinary) ? PAGE_ROWS_WITH_BYTES : PAGE_ROWS;
  const columns = table.columns.map((column) => quoteIdentifier(column.name)).join(", ");
  const key = table.primaryKey.map((column) => quoteIdentifier(column.name)).join(", ");
  const keyParams = table.primaryKey.map((column, index) => `$${index + 1}::${column.type}`).join(", ");
  const keyTexts = table.primaryKey.map((column, index) => `page.${quoteIdentifier(column.name)}::text as k${index}`);
  const select = (after: boolean) =>
    `select row_to_json(page)::text as line, ${keyTexts.join(", ")}
      from (select ${columns} from ${quoteIdentifier(table.name)}
        ${after ? `where (${key}) > (${keyParams})` : ""} order by ${key} limit ${pageRows}) as page`;
  let last: string[] | null = null;
  for (;;) {
    const { rows }: { rows: Record<string, string>[] } = await runner.query(select(last !== null), last ?? []);
    if (rows.length === 0) return;
    yield { text: rows.map((row) => `${row.line}\n`).join(""), rows: rows.length };
    if (rows.length < pageRows) return;
    const lastRow: Record<string, string> = rows[rows.length - 1];
    last = table.primaryKey.map((_, index) => lastRow[`k${index}`]);
  }
}

/** The backup's lines, read through the runner (which must be in a snapshot). */
export async function* backupLines(runner: TSqlRunner, createdAt: Date): AsyncGenerator<string> {
  // The row JSON writes bytea in its hex form whatever the session's setting was.
  await runner.query("set local bytea_output = 'hex'");
  const { backedUp } = await readDatabaseTables(runner);
  const header: TBackupHeader = {
    hirewise: "header",
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schema: await appliedSchema(runner),
    createdAt: createdAt.toISOString(),
  };
  yield line(header);
  const counts: Record<string, number> = {};
  for (const table of backedUp) {
    yield line({ hirewise: "table", table: table.name, columns: table.columns.map((column) => column.name) });
    counts[table.name] = 0;
    for await (const page of tablePages(runner, table)) {
      counts[table.name] += page.rows;
      yield page.text;
    }
  }
  yield line({ hirewise: "end", counts });
}

/**
 * The gzip'd backup as a stream. On a PostgreSQL server it is read from a snapshot on a
 * connection of its own while the client downloads it. PGlite holds every other query while a
 * transaction is open, so there the snapshot is written to a private temporary file first (as
 * fast as the disk takes it, never at a slow client's pace) and the file is streamed, then
 * removed. `onError` hears of a failure after the stream has started (the client then gets a
 * cut file, which a restore refuses).
 */
export async function openBackupStream(
  db: TDatabase,
  options: { createdAt: Date; onError: (error: unknown) => void },
): Promise<Readable> {
  const pool = serverPoolOf(db);
  if (pool) {
    const transaction = await openServerTransaction(pool, { readOnlySnapshot: true });
    const output = createGzip();
    pipeline(Readable.from(backupLines(transaction.runner, options.createdAt)), output)
      .catch((error: unknown) => {
        if (!output.destroyed || (error as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE") {
          options.onError(error);
        }
      })
      .finally(() => transaction.end("rollback"));
    return output;
  }

  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), "hirewise-backup-"));
  const remove = () => fs.promises.rm(directory, { recursive: true, force: true });
  const file = path.join(directory, "backup.ndjson.gz");
  try {
    await inOneTransaction(db, { readOnlySnapshot: true }, (runner) =>
      pipeline(
        Readable.from(backupLines(runner, options.createdAt)),
        createGzip(),
        fs.createWriteStream(file, { mode: 0o600 }),
      ),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  const stream = fs.createReadStream(file);
  stream.once("close", () => void remove());
  return stream;
}
