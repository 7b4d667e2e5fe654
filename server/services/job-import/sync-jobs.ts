// One sync of every configured source: each fetched (a few at a time), its postings mapped, then
// written in one transaction of its own. A source that fails records its error and writes
// nothing; the others go on. The run is recorded once it ends (job_sync_runs). The callers hold
// the lease IMPORT_TASK_NAME (the scheduled task, and "Sync now" through runTaskNow), so one sync
// runs at a time across processes.
import { asc } from "drizzle-orm";
import { JOB_SYNC_WARNINGS_SHOWN, type TJobSourceConfig, type TJobSyncCounts } from "@common/job-import/sources";
import type { TAppContext } from "../../context";
import { jobSources, jobSyncRuns, type TStoredImportNotice } from "../../db/schema";
import { fetchSourcePostings } from "./fetch-source";
import { ImportError } from "./import-error";
import { mapPosting, type TMappedPosting } from "./map-posting";
import type { TFetchedSource, TImportNotice } from "./source-posting";
import { writeSourceJobs } from "./write-source-jobs";

/** Reads one source (fetchSourcePostings; a test passes its own). */
export type TSourceFetcher = (context: TAppContext, source: TJobSourceConfig) => Promise<TFetchedSource>;

export interface TSyncOptions {
  trigger: "scheduled" | "manual";
  /** The administrator who pressed "Sync now". */
  startedBy?: number | null;
  fetcher?: TSourceFetcher;
}

/** Sources read at the same time. */
const SOURCES_AT_ONCE = 3;

type TSourceRow = typeof jobSources.$inferSelect;

interface TSourceOutcome {
  counts: TJobSyncCounts;
  warnings: TStoredImportNotice[];
  error: TStoredImportNotice | null;
}

const noCounts = (): TJobSyncCounts => ({ new: 0, updated: 0, expired: 0, skipped: 0 });

function configOf(row: TSourceRow): TJobSourceConfig {
  return { kind: row.kind, name: row.name, settings: row.settings } as TJobSourceConfig;
}

/** Runs the works given one after another, whoever calls. */
function createSerial() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

type TSerial = ReturnType<typeof createSerial>;

async function syncSource(
  context: TAppContext,
  row: TSourceRow,
  options: { fetcher: TSourceFetcher; now: Date; serial: TSerial },
): Promise<TSourceOutcome> {
  const { fetcher, now } = options;
  const named = (notice: TImportNotice): TStoredImportNotice => ({
    sourceId: row.id,
    sourceName: row.name,
    ...notice,
  });
  try {
    const fetched = await fetcher(context, configOf(row));
    const warnings = fetched.warnings.map(named);
    const mapped: TMappedPosting[] = [];
    let skipped = fetched.warnings.length;
    for (const posting of fetched.postings) {
      const result = mapPosting(posting, row.name);
      warnings.push(...result.warnings.map(named));
      if (result.ok) mapped.push(result.posting);
      else skipped += 1;
    }
    // Sources are read at the same time but written one after another: each write sees the jobs
    // the ones before it stored, so the same job from two sources is stored once.
    const written = await options.serial(() =>
      context.db.transaction((tx) =>
        writeSourceJobs(tx as unknown as TAppContext["db"], { id: row.id, kind: row.kind }, mapped, now),
      ),
    );
    warnings.push(...written.warnings.map(named));
    return { counts: { ...written.counts, skipped: written.counts.skipped + skipped }, warnings, error: null };
  } catch (error) {
    if (error instanceof ImportError) {
      return { counts: noCounts(), warnings: [], error: named(error.notice) };
    }
    context.logger.error({ err: error, sourceId: row.id }, "a job source could not be imported");
    return { counts: noCounts(), warnings: [], error: named({ key: "jobImportApi.errors.sourceFailed" }) };
  }
}

/** Runs each item's work, at most `limit` at a time, answering the results in the items' order. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Syncs every configured source and records the run; answers its id, or null when no source is
 * configured (nothing runs, nothing is recorded).
 */
export async function syncJobs(context: TAppContext, options: TSyncOptions): Promise<{ runId: number | null }> {
  const sources = await context.db.select().from(jobSources).orderBy(asc(jobSources.id));
  if (sources.length === 0) return { runId: null };
  const startedAt = new Date();
  const fetcher = options.fetcher ?? fetchSourcePostings;
  const serial = createSerial();
  const outcomes = await inBatches(sources, SOURCES_AT_ONCE, (row) =>
    syncSource(context, row, { fetcher, now: startedAt, serial }),
  );

  const counts = noCounts();
  const warnings: TStoredImportNotice[] = [];
  const errors: TStoredImportNotice[] = [];
  for (const outcome of outcomes) {
    for (const key of Object.keys(counts) as (keyof TJobSyncCounts)[]) counts[key] += outcome.counts[key];
    warnings.push(...outcome.warnings);
    if (outcome.error) errors.push(outcome.error);
  }
  const [run] = await context.db
    .insert(jobSyncRuns)
    .values({
      trigger: options.trigger,
      startedBy: options.startedBy ?? null,
      startedAt,
      finishedAt: new Date(),
      success: errors.length === 0,
      sourceCount: sources.length,
      counts,
      warnings: warnings.slice(0, JOB_SYNC_WARNINGS_SHOWN),
      warningCount: warnings.length,
      errors,
    })
    .returning({ id: jobSyncRuns.id });
  context.logger.info({ runId: run.id, counts, errors: errors.length }, "job sync finished");
  return { runId: run.id };
}
