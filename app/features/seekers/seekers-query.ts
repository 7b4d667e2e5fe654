import {
  isListedCity,
  type TSeekerCount,
  type TSeekerSearchPage,
  type TSeekerSearchQuery,
  ZSeekerSearchQuerySchema,
} from "@common/seekers/schemas";

// The directory's search lives in the URL (/seekers?search=&country=&city=&experience=
// &availability=&skills=&sort=&jobId=&page=): the loader reads it, every control writes it.

export const SEEKER_PARAMS = [
  "search",
  "country",
  "city",
  "experience",
  "availability",
  "skills",
  "sort",
  "jobId",
  "page",
] as const;
export type TSeekerParam = (typeof SEEKER_PARAMS)[number];

/** One of the company's jobs in the Best match picker. */
export interface TPickableJob {
  id: number;
  title: string;
  status: string;
}

export interface TSeekersData {
  query: TSeekerSearchQuery;
  /** "company": cards (a company or an administrator); "visitor": the count alone. */
  audience: "company" | "visitor";
  /** The search's answer, or null when it failed. */
  result: TSeekerSearchPage | TSeekerCount | null;
  jobs: TPickableJob[];
  /** Saved Candidates and Save to Favorites: company accounts. */
  canSave: boolean;
  canMessage: boolean;
}

/**
 * The URL's search as the API reads it. A value the schema refuses is dropped (a stale link
 * still shows results), and so is a city that is not one of the country's; Best match without a
 * job falls back to Relevance.
 */
export function parseSeekerParams(params: URLSearchParams): TSeekerSearchQuery {
  const input: Record<string, string> = {};
  for (const name of SEEKER_PARAMS) {
    const value = params.get(name);
    if (value !== null) input[name] = value;
  }
  for (let attempt = 0; attempt < SEEKER_PARAMS.length; attempt++) {
    const parsed = ZSeekerSearchQuerySchema.safeParse(input);
    if (parsed.success) {
      const query = parsed.data;
      return query.city && !isListedCity(query.country, query.city) ? { ...query, city: undefined } : query;
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field === "jobId" && input.sort === "match" && !input.jobId) input.sort = "relevance";
      else delete input[field];
    }
  }
  return ZSeekerSearchQuerySchema.parse({});
}

/** The query as URL parameters, leaving out defaults (relevance, page 1) and empty values. */
export function toSeekerParams(query: Partial<TSeekerSearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEEKER_PARAMS) {
    const value = query[name];
    if (value === undefined || value === null || value === "") continue;
    if (name === "sort" && value === "relevance") continue;
    if (name === "page" && value === 1) continue;
    params.set(name, String(value));
  }
  return params;
}

export type TSeekerChanges = { [K in TSeekerParam]?: TSeekerSearchQuery[K] | null };

/** The href of the search with `changes` applied; any change other than the page goes back to page 1. */
export function seekersHref(pathname: string, query: TSeekerSearchQuery, changes: TSeekerChanges): string {
  const next: Partial<TSeekerSearchQuery> = { ...query };
  if (!("page" in changes)) next.page = 1;
  for (const [name, value] of Object.entries(changes)) {
    (next as Record<string, unknown>)[name] = value === null ? undefined : value;
  }
  // A country change clears a city the new country lacks; Best match needs a job.
  if ("country" in changes) next.city = undefined;
  if (next.sort !== "match" && "sort" in changes) next.jobId = undefined;
  const search = toSeekerParams(next).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The filters a visitor set (search words and sort aside). */
export function hasFilters(query: TSeekerSearchQuery): boolean {
  return Boolean(query.search || query.country || query.city || query.experience || query.availability || query.skills);
}

export const isCardPage = (result: TSeekersData["result"]): result is TSeekerSearchPage =>
  result !== null && "candidates" in result;
