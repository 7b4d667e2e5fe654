// The candidate directory (GET /api/seekers): the visible candidates that pass the search and the
// filters, sorted and paged on the server. Companies and administrators get the cards; a visitor
// gets the count alone; a job seeker is refused.
import { permissions, type TActor } from "@common/auth/permissions";
import {
  isListedCity,
  SEEKERS_PAGE_SIZE,
  type TSeekerCount,
  type TSeekerResult,
  type TSeekerSearchPage,
  type TSeekerSearchQuery,
} from "@common/seekers/schemas";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { prepareJob, scoreBound, scoreMatch, scoreParts, topByScore, type TPreparedJob } from "../../matching";
import { findManagedJob } from "../jobs/managed-job";
import { jobMatchInput } from "../matching/match-inputs";
import { toMatchScore } from "../matching/match-score";
import { cardsOf, visibleCandidates, type TVisibleCandidate } from "../matching/visible-candidates";
import { hasSkills, parseSearch, parseSkillsFilter, textRelevance } from "./search-text";

type TContext = Pick<TAppContext, "db" | "matching">;

/** The sentence a job seeker is refused with: the directory is for companies. */
export const BROWSE_REFUSAL = "seekerSearch.errors.companyAccess";

/** The job to match candidates to: one of the caller's own, any for an administrator; else 404. */
export async function matchJobFor(
  context: Pick<TAppContext, "db">,
  user: TActor,
  jobId: number | undefined,
): Promise<TPreparedJob | null> {
  if (jobId === undefined) return null;
  return prepareJob(jobMatchInput(await findManagedJob(context.db, { user, id: jobId })));
}

/** The city filter as the profile stores it: one of the country's cities; 400 otherwise. */
function cityFilter(query: TSeekerSearchQuery): string | null {
  if (!query.city) return null;
  if (!isListedCity(query.country, query.city)) {
    throw new AppError("BAD_REQUEST", "errors.invalidInput", { city: "validation.invalidOption" });
  }
  return query.city.toLowerCase();
}

const byUpdated = (a: TVisibleCandidate, b: TVisibleCandidate) =>
  b.facts.updatedAt - a.facts.updatedAt || b.userId - a.userId;

/** The visible candidates by last update, sorted once per answer of visibleCandidates (the same array while unchanged). */
const sortedByUpdated = new WeakMap<readonly TVisibleCandidate[], TVisibleCandidate[]>();

function byUpdatedOf(candidates: readonly TVisibleCandidate[]): TVisibleCandidate[] {
  let sorted = sortedByUpdated.get(candidates);
  if (!sorted) {
    sorted = [...candidates].sort(byUpdated);
    sortedByUpdated.set(candidates, sorted);
  }
  return sorted;
}

/** The candidates that pass the search and filters, in the order asked for, with the total. */
async function findCandidates(
  context: TContext,
  options: { query: TSeekerSearchQuery; job: TPreparedJob | null; limit: number; offset: number; now: Date },
) {
  const { query, job } = options;
  const city = cityFilter(query);
  const searchWords = parseSearch(query.search);
  const requiredSkills = parseSkillsFilter(query.skills);
  const minimumYears = query.experience === undefined ? null : Number(query.experience);
  // Equal places always fall to the most recently updated profile, then the higher user id:
  // filtering keeps this order.
  const candidates = byUpdatedOf(await visibleCandidates(context, options.now));
  const relevance = new Map<number, number>();
  const passing = candidates.filter(({ userId, facts }) => {
    if (query.country && facts.country !== query.country) return false;
    if (city && facts.city !== city) return false;
    if (query.availability && facts.availability !== query.availability) return false;
    if (minimumYears !== null && facts.yearsOfExperience < minimumYears) return false;
    if (requiredSkills.length && !hasSkills(requiredSkills, facts)) return false;
    if (searchWords.length) {
      const score = textRelevance(searchWords, facts);
      if (score === 0) return false;
      relevance.set(userId, score);
    }
    return true;
  });
  const end = options.offset + options.limit;
  let ordered: TVisibleCandidate[];
  if (query.sort === "match" && job) {
    const corpus = await context.matching.corpus();
    ordered = topByScore(
      passing,
      end,
      (candidate) => scoreBound(candidate.resume, job),
      (candidate) => scoreParts(candidate.resume, job, corpus).score,
    ).map(({ item }) => item);
  } else {
    if (query.sort === "experience") {
      passing.sort((a, b) => b.facts.yearsOfExperience - a.facts.yearsOfExperience || byUpdated(a, b));
    } else if (query.sort === "relevance" && searchWords.length) {
      passing.sort((a, b) => (relevance.get(b.userId) ?? 0) - (relevance.get(a.userId) ?? 0) || byUpdated(a, b));
    }
    ordered = passing.slice(0, end);
  }
  return { total: passing.length, page: ordered.slice(options.offset, end) };
}

/** Cards (and the match, with a job) of one page of candidates, in their order. */
async function toResults(
  context: TContext,
  page: TVisibleCandidate[],
  job: TPreparedJob | null,
  now: Date,
): Promise<TSeekerResult[]> {
  const cards = await cardsOf(
    context,
    page.map((candidate) => candidate.userId),
    now,
  );
  const corpus = job ? await context.matching.corpus() : null;
  return page.flatMap((candidate) => {
    const kept = cards.get(candidate.userId);
    // A profile hidden between the two statements is left out, never shown.
    if (!kept) return [];
    return [
      {
        userId: candidate.userId,
        card: kept.card,
        moreSkills: kept.moreSkills,
        match: job && corpus ? toMatchScore(scoreMatch(candidate.resume, job, corpus)) : null,
        updatedAt: kept.updatedAt,
      },
    ];
  });
}

/**
 * GET /api/seekers: a page of cards for a company or an administrator, the count alone for a
 * visitor (the job is not read for them: the count does not depend on it), 403 for a job seeker.
 */
export async function searchSeekers(
  context: TContext,
  options: { user: TActor | null; query: TSeekerSearchQuery; now?: Date },
): Promise<TSeekerSearchPage | TSeekerCount> {
  const { user, query } = options;
  assertPermitted(permissions.countCandidates(user), BROWSE_REFUSAL);
  const now = options.now ?? new Date();
  if (!user || !permissions.browseCandidates(user)) {
    const counted = await findCandidates(context, {
      query: { ...query, sort: "updated" },
      job: null,
      limit: 0,
      offset: 0,
      now,
    });
    return { total: counted.total };
  }
  const job = await matchJobFor(context, user, query.jobId);
  const found = await findCandidates(context, {
    query,
    job,
    limit: SEEKERS_PAGE_SIZE,
    offset: (query.page - 1) * SEEKERS_PAGE_SIZE,
    now,
  });
  return {
    candidates: await toResults(context, found.page, job, now),
    total: found.total,
    page: query.page,
    pageSize: SEEKERS_PAGE_SIZE,
  };
}

/** Every result of the search, in its order, at most `maxRows` (the CSV export): companies and administrators. */
export async function searchAllSeekers(
  context: TContext,
  options: { user: TActor; query: TSeekerSearchQuery; maxRows: number; now?: Date },
): Promise<TSeekerResult[]> {
  assertPermitted(permissions.browseCandidates(options.user), BROWSE_REFUSAL);
  const now = options.now ?? new Date();
  const job = await matchJobFor(context, options.user, options.query.jobId);
  const found = await findCandidates(context, { query: options.query, job, limit: options.maxRows, offset: 0, now });
  return toResults(context, found.page, job, now);
}
