// The job search lives in the URL (shareable, bookmarkable, the back button works): these are
// the pure rules that read a query from search params and write links back, used by the
// loader, the forms, the sort control and the pager alike.
import {
  DEFAULT_PAGE_SIZE,
  ZJobSearchQuerySchema,
  type TJobSearchQuery,
  type TJobSearchResult,
} from "@common/jobs/schemas";
import { ANY_CITY, citiesFor, COUNTRIES, getCountry } from "@common/locations";
import type { TMessageKey } from "~/lib/api-client";

/** What the /jobs loader hands the page. */
export interface TJobSearchData {
  query: TJobSearchQuery;
  result: TJobSearchResult;
  /** The jobs of this page the signed-in job seeker has saved. */
  savedJobIds: number[];
  /** A signed-in job seeker with a resume: jobs carry match scores and "Best match" is offered. */
  canSortByMatch: boolean;
  /** Why Best match was asked for and not given (the most relevant jobs are shown instead). */
  sortNotice: TMessageKey | null;
  /** The server's clock, so "3 days ago" reads the same in the HTML and after hydration. */
  now: string;
}

/** Parameters in the order links write them. */
const PARAM_ORDER = [
  "search",
  "location",
  "country",
  "city",
  "workType",
  "salaryRange",
  "companySize",
  "company",
  "sort",
  "page",
  "pageSize",
] as const satisfies readonly (keyof TJobSearchQuery)[];

type TQueryChanges = { [K in keyof TJobSearchQuery]?: TJobSearchQuery[K] | null };

const DEFAULT_QUERY: TJobSearchQuery = ZJobSearchQuerySchema.parse({});

const KNOWN_CITY_COUNTRY = new Map<string, string>();
for (const country of COUNTRIES) {
  for (const city of citiesFor(country.name)) KNOWN_CITY_COUNTRY.set(city.toLowerCase(), country.name);
}

/**
 * The query in search params. An invalid parameter (a page of "abc", an unknown country) is
 * dropped rather than failing the page, so a mistyped link still shows jobs.
 */
export function parseJobSearchParams(params: URLSearchParams): TJobSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of PARAM_ORDER) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  let parsed = ZJobSearchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = ZJobSearchQuerySchema.safeParse(raw);
  }
  return normaliseLocation(parsed.success ? parsed.data : DEFAULT_QUERY);
}

/**
 * Cities are written as the city list writes them, and a city that belongs to another supported
 * country than the chosen one is dropped: that is a form sent without JavaScript after the
 * country changed (resets the city then). Cities outside the lists are kept.
 */
function normaliseLocation(query: TJobSearchQuery): TJobSearchQuery {
  if (!query.city) return query;
  if (query.city.toLowerCase() === ANY_CITY.toLowerCase()) return { ...query, city: undefined };
  const country = getCountry(query.country)?.name;
  const listed = citiesFor(country).find((city) => city.toLowerCase() === query.city!.toLowerCase());
  if (listed) return { ...query, city: listed };
  const owner = KNOWN_CITY_COUNTRY.get(query.city.toLowerCase());
  if (country && owner && owner !== country) return { ...query, city: undefined };
  return query;
}

/** Search params without the defaults (page 1, the default page size) and without empty values. */
export function toJobSearchParams(query: Partial<TJobSearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = query[key];
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && value === 1) continue;
    if (key === "pageSize" && value === DEFAULT_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The query with some values changed (null or "" clears one). Any change but a page change goes
 * back to page 1: page 5 of the old results means nothing for the new ones.
 */
export function changeQuery(query: TJobSearchQuery, changes: TQueryChanges): TJobSearchQuery {
  const next: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(changes)) next[key] = value === null || value === "" ? undefined : value;
  if (!("page" in changes)) next.page = 1;
  return next as TJobSearchQuery;
}

/** A link to the search at `pathname` with the changes applied. */
export function jobSearchHref(pathname: string, query: TJobSearchQuery, changes: TQueryChanges = {}): string {
  const params = toJobSearchParams(changeQuery(query, changes)).toString();
  return params ? `${pathname}?${params}` : pathname;
}

/**
 * Choosing a country clears the city, which stays "Any" until the user picks one
 * (not the country's default city: a search in Canada
 * is not a search in Toronto), and the salary range, whose bands are in the old currency.
 */
export function countryChange(country: string | null | undefined): {
  country: string | null;
  city: null;
  salaryRange: null;
} {
  return { country: getCountry(country)?.name ?? null, city: null, salaryRange: null };
}

/** What "Clear All Filters" removes: every filter, but not the search words or the sort. */
export const FILTER_KEYS = [
  "location",
  "country",
  "city",
  "workType",
  "salaryRange",
  "companySize",
  "company",
] as const satisfies readonly (keyof TJobSearchQuery)[];

export function clearFiltersChanges(): TQueryChanges {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, null]));
}

export function hasFilters(query: TJobSearchQuery): boolean {
  return FILTER_KEYS.some((key) => Boolean(query[key]));
}

/** A plain /jobs is the unfiltered first page; anything else is a filtered or later page. */
export function isPlainSearch(query: TJobSearchQuery): boolean {
  return !hasFilters(query) && !query.search && query.page === 1;
}

/** "Dubai, United Arab Emirates", "Canada", or the free-text location; null when none. */
export function placeOf(query: Pick<TJobSearchQuery, "city" | "country" | "location">): string | null {
  const parts = [query.city, query.country].filter(Boolean);
  if (parts.length) return parts.join(", ");
  return query.location ?? null;
}

// The pager's arithmetic is shared with the candidate directory (app/lib/pager.ts).
export { pageCount, pagerItems, pagerState } from "~/lib/pager";
