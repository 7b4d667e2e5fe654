// The backup file (decision 030): gzip'd NDJSON written and read by the app itself, so one file
// moves between the embedded database (PostgreSQL 18) and a PostgreSQL server (15 or later).
//   {"hirewise":"header","format":"hirewise-backup","version":1,"schema":{...},"createdAt":"..."}
//   {"hirewise":"table","table":"users","columns":["id","email",...]}
//   {"id":1,"email":"..."}            one line per row: PostgreSQL's own JSON of the row
//   ...
//   {"hirewise":"end","counts":{"users":1,...}}
// A row line is row_to_json of the row's stored columns: bytea as "\x..." hex, json and jsonb as
// JSON, timestamps as ISO 8601 with their offset, bigints and numerics as exact JSON numbers. The
// restore hands the lines back to PostgreSQL (json_populate_recordset), which reads every value
// with the column's own type, so no value passes through a JavaScript number or Date.
import { z } from "zod";

export const BACKUP_FORMAT = "hirewise-backup";
export const BACKUP_VERSION = 1;

/** Control lines start with this; a row line starts with its table's first column, never "hirewise". */
export const CONTROL_PREFIX = '{"hirewise":';

/**
 * Tables a backup leaves out, with why: each is state of the running servers that a restore
 * must not bring back, and `--replace` empties them with the rest.
 */
export const EXCLUDED_TABLES: Record<string, string> = {
  job_search_changes: "the search index's change log: inserting the jobs writes it again",
  sessions: "sign-ins: everyone signs in again after a restore",
  login_attempts: "failed sign-ins counted for an hour by the sign-in limits",
  registration_attempts: "registrations counted for an hour by the registration limit",
  action_attempts: "requests counted by the rate limits, kept for their window only",
  task_leases: "which server process runs which scheduled task; written again at start",
};

/** The schema a file was written with: the last migration applied to its database. */
export const ZBackupSchemaSchema = z.object({
  migration: z.string(),
  createdAt: z.number().int(),
  hash: z.string(),
});
export type TBackupSchema = z.infer<typeof ZBackupSchemaSchema>;

export const ZBackupHeaderSchema = z.object({
  hirewise: z.literal("header"),
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  schema: ZBackupSchemaSchema,
  createdAt: z.string(),
});
export type TBackupHeader = z.infer<typeof ZBackupHeaderSchema>;

export const ZBackupTableLineSchema = z.object({
  hirewise: z.literal("table"),
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
});

export const ZBackupEndLineSchema = z.object({
  hirewise: z.literal("end"),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});

/** hirewise-backup-YYYY-MM-DD.ndjson.gz, the day in UTC. */
export function backupFileName(createdAt: Date): string {
  return `hirewise-backup-${createdAt.toISOString().slice(0, 10)}.ndjson.gz`;
}

/** A backup the restore refuses, with a sentence for the console saying why and what to do. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}
