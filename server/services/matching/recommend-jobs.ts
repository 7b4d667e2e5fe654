// "Recommended for you": the listed jobs that best match the job seeker's most recently
// updated resume, leaving out the jobs they already applied to, each with its match and one line
// on why. A job below RECOMMEND_MIN_SCORE is no recommendation: the list may then be short or
// empty, never padded with jobs of another field.
import { eq, inArray } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import { RECOMMENDED_MAX, type TRecommendationMatch, type TRecommendations } from "@common/matching/insights";
import type { TMatchExplanationLine } from "@common/matching/schemas";
import type { TAppContext } from "../../context";
import { applications, companies, jobs } from "../../db/schema";
import { assertPermitted } from "../../lib/guards";
import { prepareResume, type TMatchResult, type TPreparedResume } from "../../matching";
import { jobJsonColumns, toJobJson } from "../jobs/to-job-json";
import { resumeMatchInput } from "./match-inputs";
import { findOwnResume, seekerPlace } from "./match-score";
import { rankListedJobs } from "./rank-jobs";

type TContext = Pick<TAppContext, "db" | "matching">;

/** The lowest score still recommended (the lower half of "Consider improving skills" is left out). */
export const RECOMMEND_MIN_SCORE = 40;
/** How many matched skills a recommendation names. */
const MATCHED_SKILLS_SHOWN = 5;
/** How many of them the "why" line names. */
const WHY_SKILLS_MAX = 3;
const WHY_KEYS = ["insights.why.skillsOne", "insights.why.skillsTwo", "insights.why.skillsThree"] as const;

/** The seeker's most recently updated resume, prepared for the engine with their profile's place; null: none. */
export async function preparedLatestResume(
  context: TContext,
  options: { userId: number; now?: Date },
): Promise<{ id: number; title: string; prepared: TPreparedResume } | null> {
  const resume = await findOwnResume(context, { userId: options.userId });
  if (!resume) return null;
  const place = await seekerPlace(context, options.userId);
  const prepared = prepareResume(resumeMatchInput(resume.content, place, options.now ?? new Date()));
  return { id: resume.id, title: resume.title, prepared };
}

/**
 * Why a job is recommended, in one line: the skills it asks for that the resume has in full
 * ("Matches JavaScript, React and Node.js"); without any, the score's line on the role, else
 * on the place.
 */
export function whyLine(result: TMatchResult): TMatchExplanationLine {
  const skills = result.matchedSkills.filter((skill) => skill.credit >= 1).slice(0, WHY_SKILLS_MAX);
  if (skills.length > 0) {
    const [first, second, third] = skills.map((skill) => skill.skill);
    const params: Record<string, string> = { first };
    if (second) params.second = second;
    if (third) params.third = third;
    return { key: WHY_KEYS[skills.length - 1], params };
  }
  return result.explanation.title ?? result.explanation.location;
}

export function toRecommendationMatch(result: TMatchResult): TRecommendationMatch {
  return {
    score: result.score,
    band: result.band,
    matchedSkills: result.matchedSkills.slice(0, MATCHED_SKILLS_SHOWN).map((skill) => skill.skill),
    why: whyLine(result),
  };
}

/** GET /api/jobs/recommended: at most RECOMMENDED_MAX listed jobs, best first, none already applied to. */
export async function recommendJobs(
  context: TContext,
  options: { user: TActor; now?: Date },
): Promise<TRecommendations> {
  assertPermitted(permissions.matchJobs(options.user), "matching.errors.seekersOnly");
  const resume = await preparedLatestResume(context, { userId: options.user.id, now: options.now });
  if (!resume) return { jobs: [], reason: "no_resume" };
  const applied = await context.db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.userId, options.user.id));
  const ranked = (
    await rankListedJobs(context, {
      resume: resume.prepared,
      limit: RECOMMENDED_MAX,
      excludeIds: applied.flatMap((row) => (row.jobId === null ? [] : [row.jobId])),
    })
  ).filter((entry) => entry.result.score >= RECOMMEND_MIN_SCORE);
  if (ranked.length === 0) return { jobs: [], resumeId: resume.id, resumeTitle: resume.title };
  const rows = await context.db
    .select(jobJsonColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      inArray(
        jobs.id,
        ranked.map((entry) => entry.job.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    jobs: ranked.flatMap(({ job, result }) => {
      const row = byId.get(job.id);
      return row ? [{ ...toJobJson(row), match: toRecommendationMatch(result) }] : [];
    }),
    resumeId: resume.id,
    resumeTitle: resume.title,
  };
}
