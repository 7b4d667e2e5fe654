// The job search's own inverted index (decision 010): every listed job's lexemes, neighbouring
// word pairs and filter and sort fields, held in typed arrays in this process and kept in step
// with the jobs table through the change log that triggers write (migration 0005). A search
// reads only the posting lists of its words, so counting 180,000 matches or finding the newest
// 200 is a pass over integers, not a visit to 180,000 table rows.
//
// The index itself is job-search-index.ts, its posting lists posting-lists.ts. It is rebuilt
// from the table when a quarter of its slots are dead, or when the table was truncated.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { JobSearchIndex } from "./job-search-index";

/** Without start, fewer live slots than this are rebuilt at once; more are rebuilt beside the running index. */
const REBUILD_IN_PLACE_SLOTS = 50_000;
/** An index that has not synchronised for this long may have missed log entries since removed. */
const MAX_SYNC_GAP_MS = 6 * 60 * 60_000;
/** Change log entries older than this are removed by housekeeping (cleanUpSearchChanges). */
export const CHANGE_LOG_RETENTION_HOURS = 24;

/**
 * One process's index of one database, kept in step with the change log: a platform service,
 * held on the app context (context.searchIndex), so the API and the page loaders share one.
 * Transactions can commit out of the order of their log entries, so each read takes every entry
 * from transactions that were still running at the previous read (xid at or after its horizon)
 * and skips those applied.
 */
export class SearchIndexKeeper {
  private current: { index: JobSearchIndex; horizon: string; applied: Map<string, string>; syncedAt: number } | null =
    null;
  private building: Promise<void> | null = null;
  private syncing: Promise<JobSearchIndex | null> | null = null;
  private queued: Promise<JobSearchIndex | null> | null = null;
  /** Whether builds run beside the searches (a server) rather than before them (tests, tools). */
  private inBackground = false;
  private isClosed = false;
  /** Aborted by close(): a build of a million jobs takes a minute, a shutdown should not. */
  private readonly closing = new AbortController();

  constructor(
    private readonly db: TDatabase,
    private readonly logger: Logger,
  ) {}

  /**
   * Builds the index beside the server (at start); searches use the database meanwhile, and so
   * they do whenever the index is built again. Settles when the build has ended, well or not.
   */
  start(): Promise<void> {
    this.inBackground = true;
    return this.startBuild().catch(() => {});
  }

  /** Stops building (at the next batch) and reading the log, and waits for both: the database may close after. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.closing.abort();
    await Promise.allSettled([this.building, this.syncing, this.queued]);
    this.current = null;
  }

  private startBuild(): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    const startedAt = performance.now();
    this.building ??= JobSearchIndex.build(this.db, this.closing.signal)
      .then(({ index, horizon }) => {
        if (this.isClosed) return;
        this.current = { index, horizon, applied: new Map(), syncedAt: Date.now() };
        this.logger.info(
          { jobs: index.size, ms: Math.round(performance.now() - startedAt) },
          "built the job search index",
        );
      })
      .catch((error: unknown) => {
        if (!this.isClosed) this.logger.warn({ err: error }, "building the job search index failed");
        throw error;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** Drops the index and builds it again: awaited, or beside the searches after start (false). */
  private async startOver(): Promise<boolean> {
    this.current = null;
    const built = this.startBuild();
    if (this.inBackground) {
      built.catch(() => {});
      return false;
    }
    await built;
    return true;
  }

  /**
   * The index, up to date with every change committed before the call; null while it is built
   * beside the server (and after close), and the database answers meanwhile. Without start
   * (tests, tools) a build runs first and is awaited: on a small table that takes milliseconds.
   */
  async ready(): Promise<JobSearchIndex | null> {
    if (this.isClosed) return null;
    if (!this.current || Date.now() - this.current.syncedAt > MAX_SYNC_GAP_MS) {
      // An index left too long without reading the log may have missed entries since removed.
      if (this.building) return null;
      if (!(await this.startOver())) return null;
    }
    // One read of the log at a time. A search that arrives during a read waits for the next
    // one, which starts after it arrived and so sees what it committed; waiting searches share it.
    if (!this.syncing) return this.startSync();
    this.queued ??= this.syncing
      .catch(() => null)
      .then(() => {
        this.queued = null;
        return this.syncing ?? this.startSync();
      });
    return this.queued;
  }

  private startSync(): Promise<JobSearchIndex | null> {
    const syncing = this.sync().finally(() => {
      if (this.syncing === syncing) this.syncing = null;
    });
    this.syncing = syncing;
    return syncing;
  }

  private async sync(): Promise<JobSearchIndex | null> {
    const state = this.current;
    if (!state || this.isClosed) return null;
    const [row] = rowsOf<{ horizon: string; changes: [string, number | null, string][] | string }>(
      await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
        (select coalesce(json_agg(json_build_array(seq::text, job_id, xid::text)), '[]'::json)
          from job_search_changes where xid >= ${state.horizon}::xid8) as changes`),
    );
    const changes = (typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes) as [
      seq: string,
      jobId: number | null,
      xid: string,
    ][];
    const fresh = changes.filter(([seq]) => !state.applied.has(seq));
    if (fresh.some(([, jobId]) => jobId === null)) {
      // The table was truncated: start again.
      return (await this.startOver()) ? this.sync() : null;
    }
    const { index } = state;
    if (fresh.length > 0) await index.refresh(this.db, [...new Set(fresh.map(([, jobId]) => Number(jobId)))]);
    const horizon = String(row.horizon);
    for (const [seq, , xid] of fresh) state.applied.set(seq, xid);
    // Entries from transactions older than the new horizon will not be read again.
    for (const [seq, xid] of state.applied) if (BigInt(xid) < BigInt(horizon)) state.applied.delete(seq);
    state.horizon = horizon;
    state.syncedAt = Date.now();
    // A quarter of the slots dead: without start a small index is rebuilt at once; otherwise
    // it is rebuilt beside this one, which answers until the new one is ready and catches up
    // from the log.
    if (index.deadSlots > 1000 && index.deadSlots * 4 > index.size + index.deadSlots) {
      if (!this.inBackground && index.size < REBUILD_IN_PLACE_SLOTS) {
        return (await this.startOver()) ? this.sync() : null;
      }
      if (!this.building) {
        void this.startBuild().catch(() => {});
      }
    }
    return index;
  }
}

/** Housekeeping: log entries a day old have been read by every index (MAX_SYNC_GAP_MS). */
export async function cleanUpSearchChanges(db: TDatabase) {
  await db.execute(
    sql`delete from job_search_changes where changed_at < now() - make_interval(hours => ${CHANGE_LOG_RETENTION_HOURS})`,
  );
}
