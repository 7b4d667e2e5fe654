// Ranking listed jobs for one resume: the database first narrows the listed jobs to
// those sharing at least one of the resume's canonical skills (jobs.match_skills, a GIN index),
// newest first, at most CANDIDATES_MAX; the engine then scores each candidate in code from the
// prepared jobs the match keeper holds, and the best come first.
import { sql, type SQL } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import {
  extractJobSkills,
  scoreBound,
  scoreMatch,
  scoreParts,
  topByScore,
  type TMatchResult,
  type TPreparedJob,
  type TPreparedResume,
} from "../../matching";
import { MATCH_JOB_COLUMNS, toVersionedJob } from "../../platform/matching/match-keeper";

type TContext = Pick<TAppContext, "db" | "matching">;

/** The most jobs scored in code for one ranking. */
export const CANDIDATES_MAX = 3_000;
/** Below this many candidates sharing a skill, the newest other listed jobs are scored too. */
const CANDIDATES_MIN = 200;
/** match_skills computed per statement for rows that have none yet. */
const FILL_BATCH = 5_000;

const LISTED = sql`status = 'active' and expires_at > now()`;

/**
 * Computes jobs.match_skills for jobs that have none (seeded or imported rows, edited jobs), a
 * batch at a time; the number filled. Cheap when there are none (a partial index).
 */
export async function fillMatchSkills(context: TContext, limit = FILL_BATCH): Promise<number> {
  // Every row, listed or not: the partial index on the rows without match_skills then stays
  // empty, so the check before each ranking finds nothing at once.
  const result = await context.db.execute(
    sql`select ${MATCH_JOB_COLUMNS} from jobs where match_skills is null limit ${limit}`,
  );
  const rows = rowsOf<Parameters<typeof toVersionedJob>[0]>(result);
  if (rows.length === 0) return 0;
  const skills: Record<string, string[]> = {};
  for (const row of rows) skills[row.id] = extractJobSkills(context.matching.prepare(toVersionedJob(row)));
  await context.db.execute(sql`
    update jobs set match_skills = array(select jsonb_array_elements_text(filled.value))
    from jsonb_each(${JSON.stringify(skills)}::jsonb) as filled
    where jobs.id = filled.key::int and jobs.match_skills is null`);
  return rows.length;
}

export interface TRankedJob {
  job: TPreparedJob;
  result: TMatchResult;
}

/** Prepared jobs by id, from the keeper where the row is unchanged, else read and prepared. */
export async function preparedJobs(
  context: TContext,
  versions: { id: number; version: string }[],
): Promise<TPreparedJob[]> {
  const prepared = new Map<number, TPreparedJob>();
  const missing: number[] = [];
  for (const { id, version } of versions) {
    const cached = context.matching.cached(id, version);
    if (cached) prepared.set(id, cached);
    else missing.push(id);
  }
  if (missing.length) {
    const result = await context.db.execute(
      sql`select ${MATCH_JOB_COLUMNS} from jobs where id = any(${`{${missing.join(",")}}`}::int[])`,
    );
    for (const row of rowsOf<Parameters<typeof toVersionedJob>[0]>(result)) {
      prepared.set(row.id, context.matching.prepare(toVersionedJob(row)));
    }
  }
  return versions.flatMap(({ id }) => prepared.get(id) ?? []);
}

/**
 * The listed jobs that best match the resume, best first (equal scores: the newer job first),
 * `limit` of them from `offset`, explained, with the number ranked and their ids (the
 * candidates). `where` narrows the jobs (the search's filters); `excludeIds` leaves some out (jobs
 * already applied to).
 */
export async function rankListedJobsPage(
  context: TContext,
  options: { resume: TPreparedResume; limit: number; offset?: number; where?: SQL; excludeIds?: number[] },
): Promise<{ total: number; candidateIds: number[]; jobs: TRankedJob[] }> {
  await fillMatchSkills(context);
  const skills = [...options.resume.skills.keys()];
  const narrowed = sql`${LISTED}${options.where ? sql` and (${options.where})` : sql``}${
    options.excludeIds?.length ? sql` and id <> all(${`{${options.excludeIds.join(",")}}`}::int[])` : sql``
  }`;
  const versionsOf = async (condition: SQL, limit: number) =>
    rowsOf<{ id: number; version: string }>(
      await context.db.execute(
        sql`select id, xmin::text as version from jobs where ${condition} order by created_at desc, id desc limit ${limit}`,
      ),
    );
  const versions = skills.length
    ? // Materialized, so the jobs sharing a skill come from the GIN index: left to itself, the
      // planner may walk the newest listed jobs one by one testing each, which for a resume of
      // rarer skills than it guesses reads tens of thousands of rows (docs/bench-match.md).
      rowsOf<{ id: number; version: string }>(
        await context.db.execute(sql`
          with shared as materialized (
            select id, created_at, xmin::text as version from jobs
            where ${narrowed} and match_skills && ${`{${skills.map(arrayItem).join(",")}}`}::text[]
          )
          select id, version from shared order by created_at desc, id desc limit ${CANDIDATES_MAX}`),
      )
    : [];
  if (versions.length < CANDIDATES_MIN) {
    const taken = new Set(versions.map((row) => row.id));
    for (const row of await versionsOf(narrowed, CANDIDATES_MIN)) if (!taken.has(row.id)) versions.push(row);
  }
  const corpus = await context.matching.corpus();
  const offset = options.offset ?? 0;
  // versions came newest first, and topByScore keeps that order among equal scores.
  const best = topByScore(
    await preparedJobs(context, versions),
    offset + options.limit,
    (job) => scoreBound(options.resume, job),
    (job) => scoreParts(options.resume, job, corpus).score,
  );
  return {
    total: versions.length,
    candidateIds: versions.map((row) => row.id),
    jobs: best.slice(offset).map(({ item: job }) => ({ job, result: scoreMatch(options.resume, job, corpus) })),
  };
}

/** The listed jobs that best match the resume, best first; see rankListedJobsPage. */
export async function rankListedJobs(
  context: TContext,
  options: { resume: TPreparedResume; limit: number; where?: SQL; excludeIds?: number[] },
): Promise<TRankedJob[]> {
  return (await rankListedJobsPage(context, options)).jobs;
}

/** An element of a PostgreSQL array literal, quoted. */
function arrayItem(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}
