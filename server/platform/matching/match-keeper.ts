// The matching engine's long-lived state (decision 020): prepared jobs and the corpus
// statistics that weigh words by how rare they are.
//
// Preparing a job (reading its skills, level, years and words) costs far more than scoring it, so
// prepared jobs are kept in memory by id, each with the row version it was prepared from
// (PostgreSQL's xmin changes with every update of the row): an edited job is prepared again,
// an unchanged one never. At most PREPARED_JOBS_MAX are kept, the least recently used go first.
// The corpus statistics come from the newest listed jobs and are rebuilt when older than
// CORPUS_TTL_MS; a ranking never waits for a rebuild once statistics exist.
// Prepared resumes (ranking visible candidates for a job) are kept the same way, by resume id and
// a version string the caller composes from what the prepared resume was made of (the resume
// row's xmin, the profile row's xmin for the place, the day for the years), at most
// PREPARED_RESUMES_MAX. Beside each prepared resume the caller may keep facts of its own (the
// candidate directory's search words, years and place) under the same id and version, evicted
// with it.
import { sql } from "drizzle-orm";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  buildCorpusStats,
  prepareJob,
  type TCorpusStats,
  type TMatchJobInput,
  type TPreparedJob,
  prepareResume,
  type TMatchResumeInput,
  type TPreparedResume,
} from "../../matching";

export const PREPARED_JOBS_MAX = 150_000;
export const PREPARED_RESUMES_MAX = 50_000;
export const CORPUS_TTL_MS = 15 * 60 * 1000;
export const CORPUS_SAMPLE_JOBS = 5_000;

/** A job row as matching reads it, with its row version. */
export interface TVersionedJob extends TMatchJobInput {
  version: string;
}

type TJobRow = {
  id: number;
  version: string;
  title: string;
  description: string;
  requirements: string[];
  skills: string[];
  country: string;
  city: string | null;
  work_type: TMatchJobInput["workType"];
};

/** The columns a prepared job is made from, in SQL, for the statements that read them. */
export const MATCH_JOB_COLUMNS = sql.raw(
  "id, xmin::text as version, title, description, requirements, skills, country, city, work_type",
);

export function toVersionedJob(row: TJobRow): TVersionedJob {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    country: row.country,
    city: row.city,
    workType: row.work_type,
  };
}

export class MatchKeeper {
  private readonly prepared = new Map<number, { version: string; job: TPreparedJob }>();
  private readonly preparedResumes = new Map<number, { version: string; resume: TPreparedResume }>();
  private readonly resumeFacts = new Map<number, { version: string; facts: unknown }>();
  private corpusStats: { stats: TCorpusStats; builtAt: number } | null = null;
  private corpusBuild: Promise<TCorpusStats> | null = null;

  constructor(private readonly db: TDatabase) {}

  /** The job prepared, from the cache when the row has not changed since. */
  prepare(job: TVersionedJob): TPreparedJob {
    const kept = this.prepared.get(job.id);
    if (kept && kept.version === job.version) {
      // Most recently used last (a Map keeps insertion order).
      this.prepared.delete(job.id);
      this.prepared.set(job.id, kept);
      return kept.job;
    }
    const prepared = prepareJob(job);
    this.prepared.delete(job.id);
    this.prepared.set(job.id, { version: job.version, job: prepared });
    while (this.prepared.size > PREPARED_JOBS_MAX) {
      const oldest = this.prepared.keys().next().value as number;
      this.prepared.delete(oldest);
    }
    return prepared;
  }

  /** The prepared job whose version is known, without reading the row again; undefined otherwise. */
  cached(id: number, version: string): TPreparedJob | undefined {
    const kept = this.prepared.get(id);
    return kept && kept.version === version ? kept.job : undefined;
  }

  /** The resume prepared from `input()`, or from the cache when its version has not changed. */
  prepareResume(id: number, version: string, input: () => TMatchResumeInput): TPreparedResume {
    const kept = this.preparedResumes.get(id);
    if (kept && kept.version === version) {
      this.preparedResumes.delete(id);
      this.preparedResumes.set(id, kept);
      return kept.resume;
    }
    const resume = prepareResume(input());
    this.preparedResumes.delete(id);
    this.preparedResumes.set(id, { version, resume });
    while (this.preparedResumes.size > PREPARED_RESUMES_MAX) {
      const oldest = this.preparedResumes.keys().next().value as number;
      this.preparedResumes.delete(oldest);
      this.resumeFacts.delete(oldest);
    }
    return resume;
  }

  /**
   * The caller's facts kept beside a prepared resume, made by `make()` unless kept under this
   * version; the caller's version must change whenever what the facts are made of changes.
   */
  resumeFactsOf<T>(id: number, version: string, make: () => T): T {
    const kept = this.resumeFacts.get(id);
    if (kept && kept.version === version) return kept.facts as T;
    const facts = make();
    this.resumeFacts.set(id, { version, facts });
    // Kept only for resumes the keeper holds: the same bound.
    if (!this.preparedResumes.has(id) && this.resumeFacts.size > PREPARED_RESUMES_MAX) {
      const oldest = this.resumeFacts.keys().next().value as number;
      this.resumeFacts.delete(oldest);
    }
    return facts;
  }

  /** The prepared resume whose version is known, without reading the row again; undefined otherwise. */
  cachedResume(id: number, version: string): TPreparedResume | undefined {
    const kept = this.preparedResumes.get(id);
    return kept && kept.version === version ? kept.resume : undefined;
  }

  /** The facts kept beside a resume under this version, without making them; undefined otherwise. */
  cachedResumeFacts<T>(id: number, version: string): T | undefined {
    const kept = this.resumeFacts.get(id);
    return kept && kept.version === version ? (kept.facts as T) : undefined;
  }

  /** Word statistics of the newest listed jobs; built on first use, then refreshed in the background. */
  async corpus(): Promise<TCorpusStats> {
    const now = Date.now();
    if (this.corpusStats && now - this.corpusStats.builtAt < CORPUS_TTL_MS) return this.corpusStats.stats;
    this.corpusBuild ??= this.buildCorpus().finally(() => {
      this.corpusBuild = null;
    });
    if (this.corpusStats) {
      this.corpusBuild.catch(() => undefined);
      return this.corpusStats.stats;
    }
    return this.corpusBuild;
  }

  private async buildCorpus(): Promise<TCorpusStats> {
    const result = await this.db.execute(
      sql`select ${MATCH_JOB_COLUMNS} from jobs where status = 'active' and expires_at > now()
          order by created_at desc limit ${CORPUS_SAMPLE_JOBS}`,
    );
    const jobs = rowsOf<TJobRow>(result).map((row) => this.prepare(toVersionedJob(row)));
    const stats = buildCorpusStats(jobs);
    this.corpusStats = { stats, builtAt: Date.now() };
    return stats;
  }

  close(): Promise<void> {
    this.prepared.clear();
    this.preparedResumes.clear();
    this.resumeFacts.clear();
    this.corpusStats = null;
    return Promise.resolve();
  }
}
