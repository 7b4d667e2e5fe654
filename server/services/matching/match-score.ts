// A job's match score: the engine (server/matching) scores the signed-in job seeker's
// own resume (the one asked for, else the most recently updated) against a listed job, or a
// list of skills against it, and explains the score.
import { and, desc, eq, sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TMatchScore, TMatchScoreAnswer } from "@common/matching/schemas";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { jobSeekerProfiles, resumes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { prepareResume, scoreMatch, type TMatchResult, type TPreparedJob } from "../../matching";
import { MATCH_JOB_COLUMNS, toVersionedJob } from "../../platform/matching/match-keeper";
import { resumeMatchInput, type TSeekerPlace } from "./match-inputs";

type TContext = Pick<TAppContext, "db" | "matching">;

export function toMatchScore(result: TMatchResult): TMatchScore {
  return {
    score: result.score,
    band: result.band,
    matchedSkills: result.matchedSkills,
    missingSkills: result.missingSkills,
    explanation: result.explanation,
  };
}

/** A listed job, prepared (from the keeper's cache when unchanged); NOT_FOUND or CONFLICT otherwise. */
export async function findListedPreparedJob(context: TContext, id: number): Promise<TPreparedJob> {
  if (!isDatabaseId(id)) throw new AppError("NOT_FOUND", "errors.notFound");
  const result = await context.db.execute(
    sql`select ${MATCH_JOB_COLUMNS}, status = 'active' and expires_at > now() as listed from jobs where id = ${id}`,
  );
  const [row] = rowsOf<Parameters<typeof toVersionedJob>[0] & { listed: boolean }>(result);
  if (!row) throw new AppError("NOT_FOUND", "errors.notFound");
  if (!row.listed) throw new AppError("CONFLICT", "matching.errors.jobNotOpen");
  return context.matching.prepare(toVersionedJob(row));
}

/** Where a job seeker lives and whether they would relocate, from their profile (null: none). */
export async function seekerPlace(context: Pick<TAppContext, "db">, userId: number): Promise<TSeekerPlace | null> {
  const [profile] = await context.db
    .select({
      country: jobSeekerProfiles.country,
      city: jobSeekerProfiles.city,
      willingToRelocate: jobSeekerProfiles.willingToRelocate,
    })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId));
  return profile ?? null;
}

/** The user's resume by id (NOT_FOUND when it is not theirs), else their most recently updated, else null. */
export async function findOwnResume(
  context: Pick<TAppContext, "db">,
  options: { userId: number; resumeId?: number },
): Promise<{ id: number; title: string; content: unknown } | null> {
  const columns = { id: resumes.id, title: resumes.title, content: resumes.content };
  if (options.resumeId !== undefined) {
    const [own] = await context.db
      .select(columns)
      .from(resumes)
      .where(and(eq(resumes.id, options.resumeId), eq(resumes.userId, options.userId)));
    if (!own) throw new AppError("NOT_FOUND", "resumes.errors.notFound");
    return own;
  }
  const [latest] = await context.db
    .select(columns)
    .from(resumes)
    .where(eq(resumes.userId, options.userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id))
    .limit(1);
  return latest ?? null;
}

/** GET /api/jobs/{id}/match-score: the job seeker's own resume against a listed job. */
export async function getMatchScore(
  context: TContext,
  options: { user: TActor; jobId: number; resumeId?: number; now?: Date },
): Promise<TMatchScoreAnswer> {
  assertPermitted(permissions.matchJobs(options.user), "matching.errors.seekersOnly");
  const job = await findListedPreparedJob(context, options.jobId);
  const resume = await findOwnResume(context, { userId: options.user.id, resumeId: options.resumeId });
  if (!resume) return { score: null, reason: "no_resume" };
  const place = await seekerPlace(context, options.user.id);
  const prepared = prepareResume(resumeMatchInput(resume.content, place, options.now ?? new Date()));
  const result = scoreMatch(prepared, job, await context.matching.corpus());
  return { ...toMatchScore(result), resumeId: resume.id, resumeTitle: resume.title };
}

/** POST /api/jobs/{id}/match-score: a list of skills alone against a listed job. */
export async function scoreSkills(
  context: TContext,
  options: { user: TActor; jobId: number; skills: string[] },
): Promise<TMatchScore> {
  const job = await findListedPreparedJob(context, options.jobId);
  const place = permissions.matchJobs(options.user) ? await seekerPlace(context, options.user.id) : null;
  const prepared = prepareResume(resumeMatchInput({ skills: options.skills }, place, new Date()));
  return toMatchScore(scoreMatch(prepared, job, await context.matching.corpus()));
}
