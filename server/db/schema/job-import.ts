// The job import (server/services/job-import): the sources an administrator configures and the
// record of every sync. Imported jobs are rows of `jobs` like ours, with their source beside them.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { TJobSourceKind, TJobSourceSettings, TJobSyncCounts } from "@common/job-import/sources";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const jobSources = pgTable("job_sources", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<TJobSourceKind>().notNull(),
  name: text("name").notNull(),
  settings: jsonb("settings").$type<TJobSourceSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A warning or error as stored: a catalogue key and its values, translated when read. */
export interface TStoredImportNotice {
  sourceId: number | null;
  sourceName: string;
  key: string;
  values?: Record<string, string | number>;
}

// One row per sync, written once when it ends: the counts, the first warnings (with how many
// there were) and each failed source's error.
export const jobSyncRuns = pgTable(
  "job_sync_runs",
  {
    id: serial("id").primaryKey(),
    trigger: text("trigger", { enum: ["scheduled", "manual"] }).notNull(),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    success: boolean("success").notNull(),
    sourceCount: integer("source_count").notNull(),
    counts: jsonb("counts").$type<TJobSyncCounts>().notNull(),
    warnings: jsonb("warnings").$type<TStoredImportNotice[]>().notNull(),
    warningCount: integer("warning_count").notNull(),
    errors: jsonb("errors").$type<TStoredImportNotice[]>().notNull(),
  },
  (table) => [index("job_sync_runs_finished_idx").on(table.finishedAt)],
);
