// The job search's index engine: a search answered from the job search index
// (platform/search-index/, decision 010), without visiting a row per match.
import { inArray, sql } from "drizzle-orm";
import { getCountry } from "@common/locations";
import type { TAppContext } from "../../context";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { companies, jobs } from "../../db/schema";
import type { JobSearchIndex, TIndexFilters, TIndexSort } from "../../platform/search-index/job-search-index";
import { intersect } from "../../platform/search-index/posting-lists";
import { parseTsQuery, type TQueryNode } from "../../platform/search-index/tsquery-tree";
import { toTsQueryText, type TCompileOptions, type TParsedSearch } from "./parse-search";
import {
  cleanParameter,
  companySizesOf,
  FEW_MATCHES,
  findAlternatives,
  placeOf,
  RANKED_CANDIDATES,
  salaryBandOf,
  tsQuery,
  type TPage,
  type TPageRequest,
} from "./search-rules";

/** Whether a query tree can match a job by what it holds, not only by what it lacks. */
function hasPositive(node: TQueryNode): boolean {
  if (node.kind === "not") return false;
  if (node.kind === "and") return hasPositive(node.left) || hasPositive(node.right);
  if (node.kind === "or") return hasPositive(node.left) && hasPositive(node.right);
  return true;
}

/**
 * A search answered by the job search index: the same matches, filters, orders and totals as
 * the statements (find-jobs-in-database.ts), without visiting a row per match. One round trip reads
 * what only the database knows (the stemmed query, lower-cased filter values, companies of a
 * size); relevance ranks its candidates with ts_rank in a second. Null when the index cannot
 * answer the words exactly (a phrase of three words, say): the database does.
 */
export async function findInIndex(
  context: Pick<TAppContext, "db" | "searchVocabulary">,
  index: JobSearchIndex,
  request: TPageRequest,
): Promise<TPage | null> {
  const { db } = context;
  const { query, search, offset, limit } = request;
  const text = toTsQueryText(search);
  const titleText = toTsQueryText(search, { positiveOnly: true });
  const sizes = query.companySize ? companySizesOf(query) : null;
  type TKnown = {
    query: string | null;
    title: string | null;
    city: string | null;
    company: string | null;
    place: string | null;
    remote_place: string | null;
    company_ids: number[] | null;
  };
  const place = placeOf(query);
  const needsDatabase = Boolean(text || query.city || query.company || place || sizes);
  const known: Partial<TKnown> = !needsDatabase
    ? {}
    : rowsOf<TKnown>(
        await db.execute(sql`select
      ${text ? sql`${tsQuery(text)}::text` : sql`null`} as query,
      ${titleText ? sql`${tsQuery(titleText)}::text` : sql`null`} as title,
      lower(${query.city ? cleanParameter(query.city) : null}::text) as city,
      lower(${query.company ? cleanParameter(query.company) : null}::text) as company,
      lower(${place?.text ?? null}::text) as place,
      lower(${place?.remotePlace ?? null}::text) as remote_place,
      ${sizes ? sql`(select coalesce(array_agg(id), '{}') from ${companies} where ${inArray(companies.size, [...sizes])})` : sql`null`} as company_ids`),
      )[0];
  const band = salaryBandOf(query);
  const filters: TIndexFilters = {
    country: query.country ? cleanParameter(query.country) : undefined,
    city: known.city ?? undefined,
    place: known.place ?? undefined,
    remotePlace: known.remote_place ?? undefined,
    workType: query.workType || undefined,
    company: known.company ?? undefined,
    companyIds: known.company_ids ? new Set(known.company_ids.map(Number)) : null,
    band: band ? { isLocal: Boolean(getCountry(query.country)), min: band.min, max: band.max } : undefined,
    nowMicros: request.now.getTime() * 1000,
  };
  const tree = known.query ? parseTsQuery(known.query) : null;
  if (!tree) {
    // No search, or only stop words and punctuation: nothing to match on.
    const listed = index.filter(null, filters);
    return { total: listed.length, ids: index.top(listed, sortOf(request.sort), offset, limit) };
  }
  const matched = index.evaluate(tree);
  if (!matched) return null;
  let found = index.filter(matched, filters);
  if (!hasPositive(tree)) {
    // Only exclusions ("-java") are listed newest first, as the database does.
    return { total: found.length, ids: index.top(found, sortOf(request.sort), offset, limit) };
  }
  let ranking: TCompileOptions & { exactText?: string } = {};
  let title = known.title ?? null;
  if (found.length < FEW_MATCHES) {
    // Few or no exact matches: broaden the words as findJobs does; exact matches rank first.
    const alternatives = await findAlternatives(context, search);
    const broadenedText = toTsQueryText(search, { isPrefix: true, alternatives });
    if (broadenedText !== text) {
      const broadenedTitle = toTsQueryText(search, { isPrefix: true, alternatives, positiveOnly: true });
      const [broadened] = rowsOf<{ query: string; title: string | null }>(
        await db.execute(
          sql`select ${tsQuery(broadenedText)}::text as query, ${tsQuery(broadenedTitle)}::text as title`,
        ),
      );
      title = broadened.title;
      const broadenedTree = parseTsQuery(broadened.query);
      const broadenedMatches = broadenedTree && index.evaluate(broadenedTree);
      if (!broadenedMatches) return null;
      found = index.filter(broadenedMatches, filters);
      ranking = { isPrefix: true, alternatives, exactText: text };
    }
  }
  if (request.sort !== "relevance") {
    return { total: found.length, ids: index.top(found, sortOf(request.sort), offset, limit) };
  }
  const ids = await rankWithIndex(db, index, found, { search, options: ranking, title }, offset, limit);
  return ids && { total: found.length, ids };
}

const sortOf = (sort: TPageRequest["sort"]): TIndexSort => (sort === "relevance" || !sort ? "recent" : sort);

/**
 * Relevance over matches from the index, as searchKeywords orders them: the newest
 * RANKED_CANDIDATES matches and newest title matches first, ordered by the database (title
 * matches, then ts_rank), then every other match, newest first.
 */
async function rankWithIndex(
  db: TDatabase,
  index: JobSearchIndex,
  found: Int32Array,
  words: {
    search: TParsedSearch;
    options: TCompileOptions & { exactText?: string };
    /** The title query as PostgreSQL stemmed it (the positive terms). */
    title: string | null;
  },
  offset: number,
  limit: number,
): Promise<number[] | null> {
  const { search, options } = words;
  const text = toTsQueryText(search, options);
  const titleText = toTsQueryText(search, { ...options, positiveOnly: true });
  const titleTree = words.title ? parseTsQuery(words.title) : null;
  const titleMatches = titleTree ? index.evaluate(titleTree, true) : new Int32Array(0);
  if (!titleMatches) return null;
  const candidates = [
    ...new Set([
      ...index.top(found, "recent", 0, RANKED_CANDIDATES),
      ...index.top(intersect(found, titleMatches), "recent", 0, RANKED_CANDIDATES),
    ]),
  ];
  const tiers = options.exactText ? sql`(${jobs.searchVector} @@ ${tsQuery(options.exactText)}) desc, ` : sql``;
  const ranked = rowsOf<{ id: number }>(
    await db.execute(sql`select ${jobs.id} as id from ${jobs}
      where ${jobs.id} = any(${`{${candidates.join(",")}}`}::int[])
      order by ${tiers}(${jobs.titleVector} @@ ${tsQuery(titleText)}) desc,
        ts_rank(${jobs.searchVector}, ${tsQuery(text)}) desc, ${jobs.createdAt} desc, ${jobs.id} desc`),
  ).map((row) => Number(row.id));
  const restOffset = Math.max(0, offset - ranked.length);
  const restLimit = Math.max(0, offset + limit - Math.max(offset, ranked.length));
  const rest = index.top(found, "recent", restOffset, restLimit, new Set(candidates));
  return [...ranked.slice(offset, offset + limit), ...rest];
}
