// What both engines of the job search share (find-jobs-in-index.ts, find-jobs-in-database.ts),
// so that they give the same pages and totals: the listing's conditions, how a search is
// broadened when it finds few jobs, and how many candidates relevance ranks.
import { inArray, sql, type SQL } from "drizzle-orm";
import { COMPANY_SIZE_GROUPS } from "@common/company";
import type { TJobSearchQuery, TJobSort } from "@common/jobs/schemas";
import { getCountry, parseSalaryBand } from "@common/locations";
import { MAX_DATABASE_INTEGER } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import type { TDatabase } from "../../db/client";
import { companies, jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { completeWord, correctWord } from "../../platform/search-index/search-vocabulary";
import { listedCondition } from "./listed";
import { correctableWords, type TParsedSearch } from "./parse-search";
import { containsPattern } from "../../lib/like-pattern";

/** How many of the newest matches (and of the newest title matches) are ranked by ts_rank. */
export const RANKED_CANDIDATES = 200;
/** Fewer exact matches than this broaden the search with prefixes and typo corrections. */
export const FEW_MATCHES = 3;

/** One page of a search: its job ids in order, and how many jobs match in all. */
export interface TPage {
  total: number;
  ids: number[];
}

/** The sorts the engines answer; "match" is ranked by the matching engine (find-jobs.ts). */
export type TListSort = Exclude<TJobSort, "match">;

/** What an engine is asked: the query, its parsed words and the page. */
export interface TPageRequest {
  query: TJobSearchQuery;
  search: TParsedSearch;
  sort: TListSort;
  offset: number;
  limit: number;
  now: Date;
}

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a query parameter can carry: PostgreSQL text holds no NUL and no lone surrogates. */
export function cleanParameter(text: string): string {
  return text.replace(UNSTORABLE, "");
}

export function salaryBandOf(query: TJobSearchQuery) {
  const band = parseSalaryBand(query.salaryRange);
  if (query.salaryRange && !band) {
    // The pattern is checked by the schema; a maximum not above the minimum only here.
    throw new AppError("BAD_REQUEST", "errors.invalidInput", {
      salaryRange: "validation.invalidSalaryRange",
    });
  }
  return band;
}

/** The Location box's word for work done from anywhere (a job's place names where it is based). */
const REMOTE_WORD = /(?<![\p{L}\p{N}])remote(?![\p{L}\p{N}])/iu;
const EDGE_SEPARATORS = /^[\s,;/|\-\u2013\u2014]+|[\s,;/|\-\u2013\u2014]+$/g;

/**
 * What the Location box asks for: jobs whose place holds its text and, when it says "remote",
 * every remote job as well, in the place the rest of the text names ("Remote, Germany") or
 * anywhere (remotePlace "").
 */
export function placeOf(query: TJobSearchQuery): { text: string; remotePlace: string | null } | null {
  if (!query.location) return null;
  const text = cleanParameter(query.location);
  if (!REMOTE_WORD.test(text)) return { text, remotePlace: null };
  return { text, remotePlace: text.replace(REMOTE_WORD, " ").replace(EDGE_SEPARATORS, "") };
}

/** A filter that leaves few jobs (a city, a company, a named place), read through its own index. */
export function hasNarrowFilter(query: TJobSearchQuery): boolean {
  const place = placeOf(query);
  return Boolean(query.city || query.company || (place && place.remotePlace !== ""));
}

export const companySizesOf = (query: TJobSearchQuery): readonly string[] =>
  COMPANY_SIZE_GROUPS[query.companySize as keyof typeof COMPANY_SIZE_GROUPS] ?? [];

/** The job is listed, and passes every filter except the keywords. */
export function listingConditions(db: TDatabase, query: TJobSearchQuery, now: Date): SQL[] {
  const conditions: SQL[] = [listedCondition(now)];
  if (query.country) conditions.push(sql`${jobs.country} = ${cleanParameter(query.country)}`);
  if (query.city) conditions.push(sql`lower(${jobs.city}) = lower(${cleanParameter(query.city)})`);
  const place = placeOf(query);
  if (place) {
    const placeText = sql`(${jobs.location} || ' ' || coalesce(${jobs.city}, ''))`;
    const holds = (text: string) => sql`${placeText} ilike ${containsPattern(text)}`;
    if (place.remotePlace === null) conditions.push(holds(place.text));
    else {
      const remote = place.remotePlace
        ? sql`(${jobs.workType} = 'remote' and ${holds(place.remotePlace)})`
        : sql`${jobs.workType} = 'remote'`;
      conditions.push(sql`(${holds(place.text)} or ${remote})`);
    }
  }
  if (query.workType) conditions.push(sql`${jobs.workType} = ${query.workType}`);
  if (query.company) conditions.push(sql`lower(${jobs.company}) = lower(${cleanParameter(query.company)})`);
  if (query.companySize) {
    conditions.push(
      inArray(
        jobs.companyId,
        db
          .select({ id: companies.id })
          .from(companies)
          .where(inArray(companies.size, [...companySizesOf(query)])),
      ),
    );
  }
  const band = salaryBandOf(query);
  if (band) {
    // The band is in the chosen country's currency, whose jobs all share it; with no country
    // it is in US dollars and compared with the normalised columns. A job with only a minimum
    // or only a maximum is the single amount it gives. Bands are half-open, [min, max), so a
    // job paying exactly a band limit falls in the upper band.
    const isLocal = Boolean(getCountry(query.country));
    const low = isLocal ? jobs.salaryMin : jobs.salaryMinUsd;
    const high = isLocal ? jobs.salaryMax : jobs.salaryMaxUsd;
    // Salaries are integer columns: a bound beyond them matches nothing rather than fails.
    if (band.min > MAX_DATABASE_INTEGER) return [sql`false`];
    conditions.push(sql`coalesce(${high}, ${low}) >= ${band.min}`);
    if (band.max !== null && band.max <= MAX_DATABASE_INTEGER)
      conditions.push(sql`coalesce(${low}, ${high}) < ${band.max}`);
  }
  return conditions;
}

export const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * Known words each search word may stand for: completions of a partly typed word, or else the
 * word a typo was meant to be. Without a vocabulary (it could not be read) there are none.
 */
export async function findAlternatives(context: Pick<TAppContext, "searchVocabulary">, search: TParsedSearch) {
  const alternatives = new Map<string, string[]>();
  const words = correctableWords(search);
  if (words.length === 0) return alternatives;
  let vocabulary;
  try {
    vocabulary = await context.searchVocabulary.get();
  } catch {
    return alternatives;
  }
  for (const word of words) {
    if (vocabulary.frequencies.has(word)) continue;
    const completions = completeWord(vocabulary, word);
    const correction = completions.length ? null : correctWord(vocabulary, word);
    if (completions.length) alternatives.set(word, completions);
    else if (correction) alternatives.set(word, [correction]);
  }
  return alternatives;
}
