// What the console's job sync panel reads: the figures (listed jobs in all and by origin, the last
// sync's end), the recorded runs in the reader's language, and "Sync now" under the scheduled
// sync's lease, so a sync running anywhere answers 409.
import { and, count, desc, eq, gt, max } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import {
  JOB_ORIGINS,
  type TJobOrigin,
  type TJobSyncResult,
  type TJobSyncRun,
  type TJobSyncStats,
} from "@common/job-import/sources";
import type { TAppContext } from "../../context";
import { jobs, jobSyncRuns, type TStoredImportNotice } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { runTaskNow } from "../../tasks/runner";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import "./catalogue";
import { IMPORT_TASK_NAME } from "./limits";
import { syncJobs, type TSourceFetcher } from "./sync-jobs";

/** The runs GET /api/admin/jobs/sync-runs lists, latest first. */
export const SYNC_RUNS_LISTED = 20;
/** How long a sync is expected to take at most: its lease lasts twice that. */
export const SYNC_EXPECTED_MS = 5 * 60_000;

type TRunRow = typeof jobSyncRuns.$inferSelect;

/** GET /api/admin/jobs/stats: listed jobs in all and by origin (each present), the last sync's end. */
export async function getJobSyncStats(context: Pick<TAppContext, "db">, now = new Date()): Promise<TJobSyncStats> {
  const rows = await context.db
    .select({ source: jobs.source, listed: count() })
    .from(jobs)
    .where(and(eq(jobs.status, "active"), gt(jobs.expiresAt, now)))
    .groupBy(jobs.source);
  const bySource = Object.fromEntries(JOB_ORIGINS.map((origin) => [origin, 0])) as Record<TJobOrigin, number>;
  for (const row of rows) if (row.source in bySource) bySource[row.source] = Number(row.listed);
  const [last] = await context.db.select({ finishedAt: max(jobSyncRuns.finishedAt) }).from(jobSyncRuns);
  const finishedAt = last?.finishedAt ? new Date(last.finishedAt) : null;
  return {
    total: Object.values(bySource).reduce((sum, value) => sum + value, 0),
    bySource,
    lastSync: finishedAt ? finishedAt.toISOString() : null,
  };
}

/** A stored warning or error in the reader's language (a field's name translated too). */
function noticeText(notice: TStoredImportNotice, t: TTranslate): string {
  const values: Record<string, unknown> = { ...notice.values };
  if (typeof values.field === "string") values.field = t(`jobImportApi.fields.${values.field}`);
  return t(notice.key, values);
}

/** "Source name: message", as the run's warnings and the sync's errors read. */
function noticeLine(notice: TStoredImportNotice, t: TTranslate): string {
  return t("jobImportApi.sync.line", { source: notice.sourceName, message: noticeText(notice, t) });
}

export function toSyncRun(row: TRunRow, t: TTranslate): TJobSyncRun {
  const values = { count: row.sourceCount, failed: row.errors.length, ...row.counts };
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    success: row.success,
    message: t(row.errors.length ? "jobImportApi.sync.summaryWithErrors" : "jobImportApi.sync.summary", values),
    counts: row.counts,
    warnings: row.warnings.map((notice) => noticeLine(notice, t)),
    warningCount: row.warningCount,
    errors: row.errors.map((notice) => ({
      sourceId: notice.sourceId,
      sourceName: notice.sourceName,
      message: noticeText(notice, t),
    })),
  };
}

/** GET /api/admin/jobs/sync-runs: the latest runs, latest first. */
export async function listJobSyncRuns(context: Pick<TAppContext, "db">, t: TTranslate): Promise<TJobSyncRun[]> {
  const rows = await context.db
    .select()
    .from(jobSyncRuns)
    .orderBy(desc(jobSyncRuns.startedAt), desc(jobSyncRuns.id))
    .limit(SYNC_RUNS_LISTED);
  return rows.map((row) => toSyncRun(row, t));
}

/**
 * POST /api/admin/jobs/sync ("Sync now"): a sync now under the scheduled sync's lease; 409 when
 * one runs in any process. Audited with its run.
 */
export async function syncJobsNow(
  context: TAppContext,
  options: { admin: Pick<TActor, "id">; request: TAuditRequest; t: TTranslate; fetcher?: TSourceFetcher },
): Promise<TJobSyncResult> {
  const outcome = await runTaskNow(
    { db: context.db, logger: context.logger, name: IMPORT_TASK_NAME, expectedRunMs: SYNC_EXPECTED_MS },
    () => syncJobs(context, { trigger: "manual", startedBy: options.admin.id, fetcher: options.fetcher }),
  );
  if (!outcome.ran) throw new AppError("CONFLICT", "jobImportApi.errors.syncRunning");
  const { runId } = outcome.result;
  await recordAuditEvent(context, {
    event: "admin.job-sync-started",
    userId: options.admin.id,
    ...options.request,
    detail: { by: options.admin.id, runId },
  });
  const [row] = runId === null ? [] : await context.db.select().from(jobSyncRuns).where(eq(jobSyncRuns.id, runId));
  if (!row) return { success: true, message: options.t("jobImportApi.sync.noSources"), errors: [], run: null };
  const run = toSyncRun(row, options.t);
  return {
    success: run.success,
    message: run.message,
    errors: row.errors.map((notice) => noticeLine(notice, options.t)),
    run,
  };
}
