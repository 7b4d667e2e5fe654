// Match scores in the job search: a signed-in job seeker with a resume sees each job's
// match score, computed from their most recently updated resume, and may sort by it ("Best
// match"). Nobody else does any matching work: their search is the search alone.
import { sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { prepareResume, scoreMatch, type TPreparedResume } from "../../matching";
import { resumeMatchInput } from "../matching/match-inputs";
import { findOwnResume, seekerPlace } from "../matching/match-score";
import { preparedJobs } from "../matching/rank-jobs";

type TContext = Pick<TAppContext, "db" | "matching">;

/** Who searches: a signed-in user, or no one. */
export type TSearcher = Pick<TActor, "id" | "userType"> | null | undefined;

/**
 * The searcher's most recently updated resume, prepared once for the whole request; null for
 * anyone signed out, a company account, or a job seeker without a resume.
 */
export async function searchMatchResume(
  context: Pick<TAppContext, "db">,
  user: TSearcher,
  now: Date,
): Promise<TPreparedResume | null> {
  if (!user || !permissions.matchJobs(user)) return null;
  const [resume, place] = await Promise.all([
    findOwnResume(context, { userId: user.id }),
    seekerPlace(context, user.id),
  ]);
  if (!resume) return null;
  return prepareResume(resumeMatchInput(resume.content, place, now));
}

/** Sorting by match needs a signed-in job seeker with a resume: a 400 naming `sort` says which is missing. */
export function assertCanSortByMatch(
  user: TSearcher,
  resume: TPreparedResume | null,
): asserts resume is TPreparedResume {
  const reason = !user
    ? "matching.errors.sortNeedsSignIn"
    : !permissions.matchJobs(user)
      ? "matching.errors.sortSeekersOnly"
      : !resume
        ? "matching.errors.sortNeedsResume"
        : null;
  if (reason) throw new AppError("BAD_REQUEST", reason, { sort: reason });
}

/** The resume's match score for each of the jobs (a page of them), by job id. */
export async function scoreJobs(
  context: TContext,
  resume: TPreparedResume,
  ids: number[],
): Promise<Map<number, number>> {
  const scores = new Map<number, number>();
  if (ids.length === 0) return scores;
  // The row versions say which prepared jobs the keeper holds are still current.
  const versions = rowsOf<{ id: number; version: string }>(
    await context.db.execute(
      sql`select id, xmin::text as version from jobs where id = any(${`{${ids.join(",")}}`}::int[])`,
    ),
  ).map((row) => ({ id: Number(row.id), version: row.version }));
  const [jobs, corpus] = await Promise.all([preparedJobs(context, versions), context.matching.corpus()]);
  for (const job of jobs) scores.set(job.id, scoreMatch(resume, job, corpus).score);
  return scores;
}
