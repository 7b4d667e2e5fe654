// "Find remote React jobs in Dubai": the job search (services/jobs/find-jobs.ts) with what the
// message names, answered with the first jobs as links to their pages, the total and a button to
// the same search on /jobs. "Find jobs in my field", naming nothing, is a job seeker's
// recommendations when they have a resume (services/matching/recommend-jobs.ts).
import type { TDetectedIntent } from "@common/assistant/intents";
import { permissions } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import { ZJobSearchQuerySchema, type TJob, type TJobSearchQuery } from "@common/jobs/schemas";
import { findJobs } from "../jobs/find-jobs";
import { recommendJobs } from "../matching/recommend-jobs";
import {
  bulleted,
  countryIn,
  link,
  navigate,
  paragraphs,
  pathWith,
  plain,
  suggest,
  type TAsk,
  type TIntentReply,
} from "./reply";

/** How many jobs a reply lists. */
export const JOBS_SHOWN = 5;

type TJobForLink = Pick<TJob, "id" | "title" | "company" | "city" | "country">;

/** A job's page: /jobs/{id}, as every job card links it. */
export function jobPath(job: Pick<TJob, "id">): string {
  return `/jobs/${job.id}`;
}

/** "[Title, Company (City)](/jobs/12)". */
export function jobLink(t: TTranslate, job: TJobForLink): string {
  const place = plain(job.city || job.country, 60);
  const text = t(place ? "assistantReplies.jobs.linkText" : "assistantReplies.jobs.linkTextNoPlace", {
    title: plain(job.title, 100),
    company: plain(job.company, 80),
    place,
  });
  return link(text, jobPath(job));
}

/** A job as a model is given it: the facts, and the one link it may use for it. */
export function jobData(job: TJobForLink & Partial<Pick<TJob, "workType">>, extra: Record<string, unknown> = {}) {
  return {
    title: plain(job.title, 100),
    company: plain(job.company, 80),
    city: job.city ? plain(job.city, 60) : undefined,
    country: plain(job.country, 60),
    workType: job.workType,
    link: jobPath(job),
    ...extra,
  };
}

interface TSearchWords {
  search?: string;
  country?: string;
  city?: string;
  workType?: string;
}

/** The query the search reads; an unknown country or work type is left out rather than failing. */
function searchQuery(words: TSearchWords): TJobSearchQuery {
  const input = { ...words, pageSize: JOBS_SHOWN, sort: words.search ? "relevance" : "recent" };
  const parsed = ZJobSearchQuerySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(input).filter(([name]) => !fields.has(name)));
  return ZJobSearchQuerySchema.parse(kept);
}

/** The /jobs address of a search (what its filters are called there). */
export function jobSearchPath(query: Pick<TJobSearchQuery, "search" | "country" | "city" | "workType">): string {
  return pathWith("/jobs", {
    search: query.search,
    country: query.country,
    city: query.city,
    workType: query.workType,
  });
}

/** "“react”, Dubai, United Arab Emirates, remote", or "all open jobs". */
function describeSearch({ t, language }: Pick<TAsk, "t" | "language">, query: TJobSearchQuery): string {
  const parts = [
    query.search ? t("assistantReplies.jobs.words", { words: plain(query.search, 100) }) : "",
    [query.city, query.country && countryIn(language, query.country)]
      .filter(Boolean)
      .join(t("assistantReplies.jobs.separator")),
    query.workType ? t(`assistantReplies.jobs.workType.${query.workType}`) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(t("assistantReplies.jobs.separator")) : t("assistantReplies.jobs.everything");
}

function jobLine(t: TTranslate, job: TJobForLink & { matchScore?: number }): string {
  const text = jobLink(t, job);
  return job.matchScore === undefined
    ? text
    : t("assistantReplies.jobs.withMatch", { job: text, score: job.matchScore });
}

/** A job seeker's recommendations, when the message names nothing to search for; null when there are none. */
async function recommended(ask: TAsk): Promise<TIntentReply | null> {
  const { t, user } = ask;
  if (!user || !permissions.matchJobs(user)) return null;
  const found = await recommendJobs(ask.context, { user, now: ask.now });
  if (!("resumeId" in found) || found.jobs.length === 0) return null;
  const shown = found.jobs.slice(0, JOBS_SHOWN);
  const resumeTitle = plain(found.resumeTitle, 100);
  return {
    text: paragraphs(
      t("assistantReplies.jobs.recommended", { resumeTitle }),
      bulleted(shown.map((job) => jobLine(t, { ...job, matchScore: job.match.score }))),
      t("assistantReplies.jobs.recommendedMore"),
    ),
    suggestions: suggest(t, "reviewResume", "remoteJobs", "marketInsights"),
    actions: [
      { type: "search", label: t("assistantReplies.actions.bestMatches"), path: "/jobs?sort=match" },
      navigate(t, "assistantReplies.actions.openResumeBuilder", pathWith("/resume-builder", { id: found.resumeId })),
    ],
    data: {
      kind: "recommendedJobs",
      resumeTitle,
      jobs: shown.map((job) => jobData(job, { matchScore: job.match.score })),
      allMatchesLink: "/jobs?sort=match",
    },
  };
}

/** The answer to a job search. */
export async function answerJobSearch(ask: TAsk, intent: TDetectedIntent): Promise<TIntentReply> {
  const { t, context, user, now } = ask;
  const words: TSearchWords = {
    search: intent.keywords?.trim() || undefined,
    country: intent.country,
    city: intent.city,
    workType: intent.workType,
  };
  const isOpen = !words.search && !words.country && !words.city && !words.workType;
  if (isOpen) {
    const recommendations = await recommended(ask);
    if (recommendations) return recommendations;
  }
  const query = searchQuery(words);
  const found = await findJobs(context, { query, user, now });
  const searchPath = jobSearchPath(query);
  const described = describeSearch(ask, query);
  if (found.jobs.length === 0) {
    const broader = query.search ? searchQuery({ search: query.search }) : null;
    const isBroader = broader && (query.country || query.city || query.workType);
    const broaderTotal = isBroader ? (await findJobs(context, { query: broader, now })).total : 0;
    const broaderPath = isBroader && broaderTotal > 0 ? jobSearchPath(broader) : "/jobs";
    return {
      text: paragraphs(
        t("assistantReplies.jobs.none", { search: described }),
        broaderTotal > 0
          ? t("assistantReplies.jobs.broader", { count: broaderTotal, words: plain(query.search, 100) })
          : t("assistantReplies.jobs.noneHint"),
      ),
      suggestions: suggest(t, "remoteJobs", "jobAlerts", "improveSkills"),
      actions: [{ type: "search", label: t("assistantReplies.actions.broaderSearch"), path: broaderPath }],
      data: { kind: "jobSearch", search: described, total: 0, broaderTotal, broaderSearchLink: broaderPath },
    };
  }
  return {
    text: paragraphs(
      t(isOpen ? "assistantReplies.jobs.newest" : "assistantReplies.jobs.found", {
        count: found.total,
        search: described,
      }),
      bulleted(found.jobs.map((job) => jobLine(t, job))),
      found.total > found.jobs.length ? t("assistantReplies.jobs.more", { count: found.total }) : "",
    ),
    suggestions: suggest(
      t,
      user && permissions.matchJobs(user) ? "matchJob" : "reviewResume",
      "jobAlerts",
      "interviewPrep",
    ),
    actions: [{ type: "search", label: t("assistantReplies.actions.searchJobs"), path: searchPath }],
    data: {
      kind: "jobSearch",
      search: described,
      total: found.total,
      jobs: found.jobs.map((job) => jobData(job, job.matchScore === undefined ? {} : { matchScore: job.matchScore })),
      searchLink: searchPath,
    },
  };
}
