// "Market insights" (the seeker dashboard's "network insights" quick action): across the
// open jobs that best match the job seeker's most recently updated resume, the skills most asked
// for that the resume lacks, typical salaries in the seeker's country and its currency, and how
// many of those jobs are remote.
import { inArray } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import { getCountry } from "@common/locations";
import {
  INSIGHT_JOBS_MAX,
  INSIGHT_SKILLS_MAX,
  type TInsightCountry,
  type TMarketInsights,
  type TSalaryInsight,
} from "@common/matching/insights";
import { isCurrencyCode, USD_PER_UNIT } from "@common/money";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { assertPermitted } from "../../lib/guards";
import { rankListedJobs, type TRankedJob } from "./rank-jobs";
import { preparedLatestResume, RECOMMEND_MIN_SCORE } from "./recommend-jobs";

type TContext = Pick<TAppContext, "db" | "matching">;

/** The middle value (the mean of the two middle ones for an even count), rounded; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

/** An amount in another currency, through the dated US-dollar table of common/money.ts. */
function convert(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return null;
  return Math.round((amount * USD_PER_UNIT[from]) / USD_PER_UNIT[to]);
}

/** How many of the jobs name each skill the resume lacks (the engine's missing skills), most first. */
function missingSkillCounts(ranked: TRankedJob[]) {
  const counts = new Map<string, number>();
  for (const { result } of ranked) {
    for (const skill of new Set(result.missingSkills)) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  return [...counts]
    .map(([skill, jobs]) => ({ skill, jobs }))
    .sort((a, b) => b.jobs - a.jobs || a.skill.localeCompare(b.skill))
    .slice(0, INSIGHT_SKILLS_MAX);
}

/** The medians of the salaries of the jobs in the country that state one, in its currency. */
async function salaryIn(
  context: TContext,
  country: TInsightCountry,
  ranked: TRankedJob[],
): Promise<TSalaryInsight | null> {
  const inCountry = ranked.filter(({ job }) => job.countryCode === country.code).map(({ job }) => job.id);
  if (inCountry.length === 0) return null;
  const rows = await context.db
    .select({ salaryMin: jobs.salaryMin, salaryMax: jobs.salaryMax, currency: jobs.currency })
    .from(jobs)
    .where(inArray(jobs.id, inCountry));
  const mins: number[] = [];
  const maxes: number[] = [];
  let stating = 0;
  for (const row of rows) {
    const min = row.salaryMin === null ? null : convert(row.salaryMin, row.currency, country.currency);
    const max = row.salaryMax === null ? null : convert(row.salaryMax, row.currency, country.currency);
    if (min === null && max === null) continue;
    stating += 1;
    if (min !== null) mins.push(min);
    if (max !== null) maxes.push(max);
  }
  if (stating === 0) return null;
  return { currency: country.currency, medianMin: median(mins), medianMax: median(maxes), jobs: stating };
}

/** GET /api/me/insights: the market of the resume's best-matching open jobs (at most INSIGHT_JOBS_MAX). */
export async function getMarketInsights(
  context: TContext,
  options: { user: TActor; now?: Date },
): Promise<TMarketInsights> {
  assertPermitted(permissions.matchJobs(options.user), "matching.errors.seekersOnly");
  const resume = await preparedLatestResume(context, { userId: options.user.id, now: options.now });
  if (!resume) return { reason: "no_resume" };
  // The jobs that match at all: a job of another field says nothing about this seeker's market.
  const ranked = (await rankListedJobs(context, { resume: resume.prepared, limit: INSIGHT_JOBS_MAX })).filter(
    (entry) => entry.result.score >= RECOMMEND_MIN_SCORE,
  );
  const found = getCountry(resume.prepared.countryCode);
  const country = found ? { code: found.code, name: found.name, currency: found.currency } : null;
  const remote = ranked.filter(({ job }) => job.workType === "remote").length;
  return {
    resumeId: resume.id,
    resumeTitle: resume.title,
    jobs: ranked.length,
    missingSkills: missingSkillCounts(ranked),
    country,
    salary: country ? await salaryIn(context, country, ranked) : null,
    remote: { jobs: remote, share: ranked.length ? Number((remote / ranked.length).toFixed(3)) : 0 },
  };
}
