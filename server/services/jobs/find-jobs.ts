// The job search behind GET /api/jobs and the /jobs page. Measurements and the
// reasoning behind them: docs/bench-search.md, decisions 009 and 010.
//
// A search is answered by the job search index (find-jobs-in-index.ts, decision 010) when it
// can: the matches, filters, exact total and page come from posting lists and typed arrays in
// this process. The database's own statements (find-jobs-in-database.ts) answer what the index
// cannot (a phrase of three words, say) and while it is first built; both give the same pages
// and totals (search-rules.ts holds what they share).
//
// A signed-in job seeker with a resume also gets each job's match score (match-search.ts), and
// may sort by it: the Best match sort ranks the jobs that meet the search's own condition
// (searchCondition, the same filters and words) with the matching engine (rank-jobs.ts).
import { and, desc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  type TJobSearchQuery,
  type TJobSearchResult,
} from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import type { TDatabase } from "../../db/client";
import { companies, jobs } from "../../db/schema";
import type { TPreparedResume } from "../../matching";
import { rankListedJobsPage } from "../matching/rank-jobs";
import { findInDatabase, searchCondition } from "./find-jobs-in-database";
import { findInIndex } from "./find-jobs-in-index";
import { assertCanSortByMatch, scoreJobs, searchMatchResume, type TSearcher } from "./match-search";
import { parseSearch, type TParsedSearch, type TSearchTerm } from "./parse-search";
import type { TReadMatches } from "./search-keywords-in-database";
import { listedCondition } from "./listed";
import type { TListSort, TPage } from "./search-rules";
import { jobJsonColumns, toJobJson } from "./to-job-json";

async function fetchJobsById(db: TDatabase, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobJsonColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJobJson(row)] : [];
  });
}

/**
 * "remote" among the keywords means the work type, as it does in the Location box: the word
 * becomes the Remote filter (a work type chosen in the filters wins) instead of matching jobs
 * whose text happens to say it. Excluded ("-remote") or in a phrase, it stays a word.
 */
export function readRemoteKeyword(query: TJobSearchQuery, search: TParsedSearch) {
  const isRemote = (term: TSearchTerm) => !term.isExcluded && !term.isPhrase && term.words.join(" ") === "remote";
  if (!search.terms.some(isRemote)) return { query, search };
  return {
    query: { ...query, workType: query.workType ?? ("remote" as const) },
    search: { terms: search.terms.filter((term) => !isRemote(term)) },
  };
}

/** The listed jobs of the search that the ranking did not take, newest first. */
async function unrankedJobIds(
  db: TDatabase,
  options: { where: SQL; now: Date; candidateIds: number[]; offset: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        listedCondition(options.now),
        options.where,
        options.candidateIds.length ? notInArray(jobs.id, options.candidateIds) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .offset(options.offset)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

export interface TFindJobsOptions {
  query: TJobSearchQuery;
  now?: Date;
  /** How keyword matches are read (searchKeywords in search-keywords-in-database.ts); chosen from the planner's estimates by default. */
  readMatches?: TReadMatches;
  /** Whether the job search index may answer (find-jobs-in-index.ts); by default when it can. */
  useIndex?: boolean;
  /** Who searches: a job seeker with a resume gets match scores and may sort by match. */
  user?: TSearcher;
  /** The searcher's resume as searchMatchResume prepared it (null: none), when already read. */
  matchResume?: TPreparedResume | null;
}

/**
 * Listed jobs (listed.ts) matching the query, one page of them and how many in all; with match
 * scores for a job seeker with a resume. Sorting by match without one: BAD_REQUEST naming `sort`.
 */
export async function findJobs(
  context: Pick<TAppContext, "db" | "matching" | "searchIndex" | "searchVocabulary">,
  options: TFindJobsOptions,
): Promise<TJobSearchResult> {
  const { query, search } = readRemoteKeyword(options.query, parseSearch(options.query.search));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1)), MAX_PAGE);
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const now = options.now ?? new Date();
  const offset = (page - 1) * pageSize;
  // Signed out (or a company) this reads nothing: the search stays the search alone.
  const resume =
    options.matchResume !== undefined ? options.matchResume : await searchMatchResume(context, options.user, now);

  const pageOf = async (sort: TListSort, pageOffset: number, limit: number): Promise<TPage> => {
    const request = { query, search, sort, offset: pageOffset, limit, now };
    if (options.useIndex !== false && !options.readMatches) {
      const index = await context.searchIndex.ready();
      const found = index && (await findInIndex(context, index, request));
      if (found) return found;
    }
    return findInDatabase(context, { ...request, readMatches: options.readMatches });
  };

  if (query.sort === "match") {
    assertCanSortByMatch(options.user, resume);
    const where = await searchCondition(context, { query, search, now });
    // A sort reorders, it never filters: the same jobs and total as the search's other sorts.
    // The ranking scores the candidates (those sharing a skill with the resume, at most
    // CANDIDATES_MAX, newest first; rank-jobs.ts) and they come first, best first; the jobs
    // that share nothing with the resume follow, newest first.
    const [ranked, { total }] = await Promise.all([
      rankListedJobsPage(context, { resume, limit: pageSize, offset, where }),
      pageOf("recent", 0, 1),
    ]);
    const scores = new Map(ranked.jobs.map((entry) => [entry.job.id, entry.result.score]));
    const ids = ranked.jobs.map((entry) => entry.job.id);
    if (ids.length < pageSize && offset + ids.length < total) {
      const rest = await unrankedJobIds(context.db, {
        where,
        now,
        candidateIds: ranked.candidateIds,
        offset: Math.max(0, offset - ranked.total),
        limit: pageSize - ids.length,
      });
      for (const [id, score] of await scoreJobs(context, resume, rest)) scores.set(id, score);
      ids.push(...rest);
    }
    const found = await fetchJobsById(context.db, ids);
    return { jobs: found.map((job) => ({ ...job, matchScore: scores.get(job.id) })), total, page, pageSize };
  }

  const found = await pageOf(query.sort ?? "relevance", offset, pageSize);
  const listed = await fetchJobsById(context.db, found.ids);
  if (!resume) return { jobs: listed, total: found.total, page, pageSize };
  const scores = await scoreJobs(
    context,
    resume,
    listed.map((job) => job.id),
  );
  return {
    jobs: listed.map((job) => (scores.has(job.id) ? { ...job, matchScore: scores.get(job.id) } : job)),
    total: found.total,
    page,
    pageSize,
  };
}
