// The job search behind GET /api/jobs and the /jobs page (issue #3). Measurements and the
// reasoning behind them: docs/bench-search.md, decisions 009 and 010.
//
// A search is answered by the job search index (find-jobs-in-index.ts, decision 010) when it
// can: the matches, filters, exact total and page come from posting lists and typed arrays in
// this process. The database's own statements (find-jobs-in-database.ts) answer what the index
// cannot (a phrase of three words, say) and while it is first built; both give the same pages
// and totals (search-rules.ts holds what they share).
import { eq, inArray } from "drizzle-orm";
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
import { findInDatabase, type TReadMatches } from "./find-jobs-in-database";
import { findInIndex } from "./find-jobs-in-index";
import { parseSearch } from "./parse-search";
import type { TPage } from "./search-rules";
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

export interface TFindJobsOptions {
  query: TJobSearchQuery;
  now?: Date;
  /** How keyword matches are read (searchKeywords in find-jobs-in-database.ts); chosen from the planner's estimates by default. */
  readMatches?: TReadMatches;
  /** Whether the job search index may answer (find-jobs-in-index.ts); by default when it can. */
  useIndex?: boolean;
}

/** Listed jobs (listed.ts) matching the query, one page of them and how many in all. */
export async function findJobs(
  context: Pick<TAppContext, "db" | "searchIndex" | "searchVocabulary">,
  options: TFindJobsOptions,
): Promise<TJobSearchResult> {
  const { query } = options;
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1)), MAX_PAGE);
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const request = {
    query,
    search: parseSearch(query.search),
    sort: query.sort ?? "relevance",
    offset: (page - 1) * pageSize,
    limit: pageSize,
    now: options.now ?? new Date(),
  };
  let found: TPage | null = null;
  if (options.useIndex !== false && !options.readMatches) {
    const index = await context.searchIndex.ready();
    found = index && (await findInIndex(context, index, request));
  }
  found ??= await findInDatabase(context, { ...request, readMatches: options.readMatches });
  return { jobs: await fetchJobsById(context.db, found.ids), total: found.total, page, pageSize };
}
