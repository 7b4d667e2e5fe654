// Which schema a backup was written with, and whether this code can restore it: the last
// migration applied to the database (drizzle's bookkeeping table records each one's hash and
// its folder time), named by its tag from this code's migration journal.
import fs from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { BackupFileError, type TBackupSchema } from "./backup-format";
import type { TSqlRunner } from "./sql-runner";

const migrationsFolder = path.resolve(import.meta.dirname, "../../../db/migrations");

/** This code's migrations, oldest first. */
export function codeMigrations(): TBackupSchema[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    migration: journal.entries[index].tag,
    createdAt: migration.folderMillis,
    hash: migration.hash,
  }));
}

/** The last migration applied to the database the runner reads. */
export async function appliedSchema(runner: TSqlRunner): Promise<TBackupSchema> {
  const { rows } = await runner.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (rows.length === 0) throw new Error("The database has no migrations applied");
  const createdAt = Number(rows[0].createdAt);
  const known = codeMigrations().find((migration) => migration.createdAt === createdAt);
  return { migration: known?.migration ?? `migration of ${createdAt}`, createdAt, hash: rows[0].hash };
}

/**
 * Refuses a file whose schema is not this code's latest: a newer one needs this code updated
 * first; an older one is restored by the version that wrote it (whose start then migrates it
 * here); one this code never had comes from another line of development.
 */
export function assertRestorableSchema(file: TBackupSchema, code: TBackupSchema[] = codeMigrations()) {
  const latest = code[code.length - 1];
  if (file.createdAt === latest.createdAt && file.hash === latest.hash) return;
  if (file.createdAt > latest.createdAt) {
    throw new BackupFileError(
      `The backup was made by a newer version of Hirewise: its schema is at migration ${file.migration}, ` +
        `and this version knows migrations up to ${latest.migration}. Update Hirewise, then restore it.`,
    );
  }
  const same = code.find((migration) => migration.createdAt === file.createdAt && migration.hash === file.hash);
  if (!same) {
    throw new BackupFileError(
      `The backup is of another schema: its last migration (${file.migration}) is not one of this version's. ` +
        "Restore it with the Hirewise version that made it.",
    );
  }
  throw new BackupFileError(
    `The backup was made by an older version of Hirewise (schema at migration ${same.migration}; this version is at ` +
      `${latest.migration}). Restore it with that version, then start this one, which migrates the database.`,
  );
}
