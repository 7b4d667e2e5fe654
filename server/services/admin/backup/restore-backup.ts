// Loads a backup into a migrated database of this code's schema (decision 030), in one
// transaction: a file that breaks off, is not ours, or does not fit leaves nothing written.
import type { Readable } from "node:stream";
import type { TDatabase } from "../../../db/client";
import { BackupFileError, CONTROL_PREFIX, ZBackupEndLineSchema, ZBackupTableLineSchema } from "./backup-format";
import { quoteIdentifier, readDatabaseTables, type TBackupTable } from "./database-tables";
import { backupFileLines, parseHeader } from "./read-backup";
import { assertRestorableSchema } from "./schema-version";
import { inOneTransaction, type TSqlRunner } from "./sql-runner";

/** Rows sent in one insert, and the most characters of row JSON in one. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface TRestoreOutcome {
  /** Rows loaded per table, in the file's order. */
  counts: Record<string, number>;
  createdAt: string;
  migration: string;
}

/** An error PostgreSQL answered (an SQLSTATE code): a row of the file that does not fit. */
function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

const malformed = (what: string) => new BackupFileError(`The file is not a valid Hirewise backup: ${what}.`);

function parseControl<T>(
  text: string,
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  what: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed(`a ${what} line is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw malformed(`a ${what} line is not as the format says`);
  return parsed.data as T;
}

/** The tables that hold rows, with how many (up to 1,000 counted each). */
async function tablesWithRows(runner: TSqlRunner, tables: TBackupTable[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await runner.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${quoteIdentifier(table.name)} limit 1000) as sample`,
    );
    if (rows[0].n > 0) found.push(`${table.name} (${rows[0].n >= 1000 ? "1000 or more" : rows[0].n} rows)`);
  }
  return found;
}

async function insertBatch(runner: TSqlRunner, table: TBackupTable, columns: string[], lines: string[]) {
  const list = columns.map(quoteIdentifier).join(", ");
  const name = quoteIdentifier(table.name);
  const { rows } = await runner.query<{ n: number }>(
    `with inserted as (
        insert into ${name} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${name}, $1::json)
        returning 1)
      select count(*)::int as n from inserted`,
    [`[${lines.join(",")}]`],
  );
  if (rows[0].n !== lines.length) throw malformed(`a row line of ${table.name} holds more than one row`);
}

/** Sets each serial or identity column's sequence past the largest value restored. */
async function advanceSequences(runner: TSqlRunner, tables: TBackupTable[]) {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await runner.query<{ sequence: string | null }>(
        `select pg_get_serial_sequence($1, $2) as sequence`,
        [quoteIdentifier(table.name), column.name],
      );
      const sequence = rows[0].sequence;
      if (!sequence) continue;
      await runner.query(
        `select setval($1::regclass, coalesce((select max(${quoteIdentifier(column.name)}) from ${quoteIdentifier(table.name)}), 0) + 1, false)`,
        [sequence],
      );
    }
  }
}

async function loadLines(runner: TSqlRunner, lines: AsyncGenerator<string>, tables: TBackupTable[]) {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const counts: Record<string, number> = {};
  let current: { table: TBackupTable; columns: string[] } | null = null;
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (current && batch.length > 0) await insertBatch(runner, current.table, current.columns, batch);
    batch = [];
    batchChars = 0;
  };

  for await (const text of lines) {
    if (!text.startsWith(CONTROL_PREFIX)) {
      if (!current) throw malformed("rows come before their table's line");
      let row: unknown;
      try {
        row = JSON.parse(text);
      } catch {
        throw malformed(`a row of ${current.table.name} is not JSON`);
      }
      if (typeof row !== "object" || row === null || Array.isArray(row))
        throw malformed(`a row of ${current.table.name} is not an object`);
      batch.push(text);
      batchChars += text.length;
      counts[current.table.name] += 1;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      continue;
    }
    await flush();
    if (text.startsWith(`${CONTROL_PREFIX}"end"`)) {
      const end = parseControl(text, ZBackupEndLineSchema, "closing");
      for (const [name, count] of Object.entries(end.counts)) {
        if (counts[name] !== count) {
          throw new BackupFileError(
            `The backup file is truncated or damaged: ${name} should have ${count} rows and has ${counts[name] ?? 0}.`,
          );
        }
      }
      const unlisted = Object.keys(counts).filter((name) => !(name in end.counts));
      if (unlisted.length > 0) throw malformed(`its closing line does not count ${unlisted.join(", ")}`);
      const missing = tables.filter((table) => !(table.name in end.counts));
      if (missing.length > 0) throw malformed(`it lacks the tables ${missing.map((table) => table.name).join(", ")}`);
      for await (const after of lines) if (after.trim() !== "") throw malformed("lines follow its closing line");
      return counts;
    }
    const line = parseControl(text, ZBackupTableLineSchema, "table");
    const table = byName.get(line.table);
    if (!table || line.table in counts) {
      throw new BackupFileError(
        `The backup is of another schema: ${line.table in counts ? "it holds the table twice" : "this version has no table"} ${line.table}.`,
      );
    }
    const expected = table.columns.map((column) => column.name).sort();
    const given = [...line.columns].sort();
    if (expected.join(",") !== given.join(",")) {
      throw new BackupFileError(
        `The backup is of another schema: the columns of ${line.table} differ from this version's.`,
      );
    }
    current = { table, columns: line.columns };
    counts[table.name] = 0;
  }
  throw new BackupFileError("The backup file is truncated: it ends before its closing line.");
}

/**
 * Restores the backup read from `input` into `db` (migrated to this code's latest schema).
 * Refuses a database holding rows unless `replace`, which empties every table first in the same
 * transaction; sessions and the other excluded tables are emptied too, so nobody stays signed in
 * as an account that the restore replaced.
 */
export async function restoreBackup(
  db: TDatabase,
  input: Readable,
  options: { replace: boolean },
): Promise<TRestoreOutcome> {
  const lines = backupFileLines(input);
  try {
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value);
    assertRestorableSchema(header.schema);
    const counts = await inOneTransaction(db, { readOnlySnapshot: false }, async (runner) => {
      const { backedUp, all } = await readDatabaseTables(runner);
      if (options.replace) {
        await runner.query(
          `truncate ${all
            .filter((name) => name !== "job_search_changes")
            .map(quoteIdentifier)
            .join(", ")} restart identity`,
        );
      } else {
        const holding = await tablesWithRows(runner, backedUp);
        if (holding.length > 0) {
          throw new BackupFileError(
            `The database is not empty: ${holding.join(", ")}. Restore into an empty database, or add --replace ` +
              "to delete everything in it and load the backup instead.",
          );
        }
      }
      try {
        const loaded = await loadLines(runner, lines, backedUp);
        await advanceSequences(runner, backedUp);
        return loaded;
      } catch (error) {
        if (!isDatabaseError(error)) throw error;
        throw new BackupFileError(`The backup's rows could not be loaded: ${(error as Error).message}.`);
      }
    });
    return { counts, createdAt: header.createdAt, migration: header.schema.migration };
  } finally {
    await lines.return(undefined);
  }
}
