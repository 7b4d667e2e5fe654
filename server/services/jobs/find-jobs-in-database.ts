// The job search's database engine: the database's own statements, which answer what the
// index cannot (a phrase of three words, say) and while it is first built. A search without
// keywords lists the filtered jobs; a keyword search is one statement
// (search-keywords-in-database.ts), broadened when its exact words find few jobs. Each order is
// total (ties end on id), so pages neither repeat nor skip.
import { sql, type SQL } from "drizzle-orm";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { jobs } from "../../db/schema";
import {
  toExcludedTsQueryText,
  toTsQueryText,
  type TCompileOptions,
  type TParsedSearch,
  type TSearchTerm,
} from "./parse-search";
import {
  countJobs,
  matchColumns,
  matchOrder,
  searchKeywords,
  type TKeywordQuery,
  type TReadMatches,
} from "./search-keywords-in-database";
import {
  FEW_MATCHES,
  findAlternatives,
  hasNarrowFilter,
  listingConditions,
  tsQuery,
  type TPage,
  type TPageRequest,
} from "./search-rules";

const recentOrder = [sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`];

function orderFor(sort: TJobSearchQuery["sort"]): SQL[] {
  // Jobs without a salary come last; the expressions match the salary indexes.
  if (sort === "salary_desc") {
    return [sql`coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) desc nulls last`, sql`${jobs.id} desc`];
  }
  if (sort === "salary_asc") {
    return [sql`coalesce(${jobs.salaryMinUsd}, ${jobs.salaryMaxUsd}) asc nulls last`, sql`${jobs.id} desc`];
  }
  return recentOrder;
}

async function selectIds(
  db: TDatabase,
  where: SQL,
  sort: TJobSearchQuery["sort"],
  limit: number,
  offset: number,
  throughFilter: boolean,
): Promise<number[]> {
  // Read through a narrow filter's index (a city, a company, a place) and sorted: left alone,
  // the planner may walk the newest jobs testing each one instead, which for a company with no
  // listed jobs reads every listed job (40 ms at 100k, 0.5 s at 1M).
  const statement = throughFilter
    ? sql`with matches as materialized (select ${matchColumns} from ${jobs} where ${where})
      select id from matches order by ${matchOrder(sort)} limit ${limit} offset ${offset}`
    : sql`select ${jobs.id} as id from ${jobs} where ${where} order by ${sql.join(orderFor(sort), sql`, `)}
      limit ${limit} offset ${offset}`;
  return rowsOf<{ id: number }>(await db.execute(statement)).map((row) => Number(row.id));
}

/** How the terms of a search are matched: see describeSearch. */
interface TSearchPlan {
  /** Two-word phrases found through phrase_pairs alone. */
  pairPhrases: ReadonlySet<TSearchTerm>;
  /** Whether anything but those phrases is left for search_vector to match. */
  hasOtherTerms: boolean;
}

function compileKeywords(search: TParsedSearch, plan: TSearchPlan, options: TCompileOptions = {}): TKeywordQuery {
  const conditions: SQL[] = [];
  if (plan.hasOtherTerms) {
    const rest = toTsQueryText(search, { ...options, omit: plan.pairPhrases });
    conditions.push(sql`${jobs.searchVector} @@ ${tsQuery(rest)}`);
  }
  for (const term of plan.pairPhrases) {
    conditions.push(sql`${jobs.phrasePairs} @@ job_phrase_pairs_query(${term.words.join(" ")})`);
  }
  return {
    text: toTsQueryText(search, options),
    match: sql.join(conditions, sql` and `),
    titleText: toTsQueryText(search, { ...options, positiveOnly: true }),
  };
}

async function listJobs(
  db: TDatabase,
  where: SQL,
  sort: TJobSearchQuery["sort"],
  limit: number,
  offset: number,
  throughFilter: boolean,
) {
  // On PostgreSQL the count and the page run on two connections at once.
  const [total, ids] = await Promise.all([
    countJobs(db, where),
    selectIds(db, where, sort, limit, offset, throughFilter),
  ]);
  return { total, ids };
}

const nodesOf = (text: string) => sql`numnode(${tsQuery(text)})`;

/**
 * What the database makes of a search: whether it has any words left after stop words, whether
 * the index can find it (not only exclusions), and which positive phrases are exactly two words
 * next to each other, which phrase_pairs finds without reading word positions.
 */
async function describeSearch(db: TDatabase, search: TParsedSearch, text: string) {
  const phrases = search.terms.filter((term) => term.isPhrase && !term.isExcluded);
  const isPair = phrases.map(
    ({ words }) => sql`(select count(*) from unnest(to_tsvector('english', ${words.join(" ")})) as lexemes,
      unnest(lexemes.positions)) = 2 and job_phrase_pairs_query(${words.join(" ")}) is not null`,
  );
  const [row] = rowsOf<{ nodes: number | string; tree: string; pairs: boolean[] }>(
    await db.execute(sql`select ${nodesOf(text)} as nodes, querytree(${tsQuery(text)}) as tree,
      array[${sql.join(isPair, sql`, `)}]::boolean[] as pairs`),
  );
  const pairPhrases = new Set(phrases.filter((_, index) => row?.pairs?.[index] === true));
  let hasOtherTerms = search.terms.length > pairPhrases.size;
  if (hasOtherTerms && pairPhrases.size > 0) {
    // The other terms may be stop words only ("the"), which would match nothing.
    const [rest] = rowsOf<{ nodes: number | string }>(
      await db.execute(sql`select ${nodesOf(toTsQueryText(search, { omit: pairPhrases }))} as nodes`),
    );
    hasOtherTerms = Number(rest?.nodes ?? 0) > 0;
  }
  return {
    isEmpty: Number(row?.nodes ?? 0) === 0,
    hasIndexableTerms: row?.tree !== "T",
    plan: { pairPhrases, hasOtherTerms },
  };
}

/**
 * A search answered by the statements alone. Keyword searches that find fewer than FEW_MATCHES
 * jobs are broadened, as in the index engine.
 */
export async function findInDatabase(
  context: Pick<TAppContext, "db" | "searchVocabulary">,
  request: TPageRequest & { readMatches?: TReadMatches },
): Promise<TPage> {
  const { db } = context;
  const { query, search, sort, offset, limit } = request;
  const conditions = listingConditions(db, query, request.now);
  const base = sql.join(conditions, sql` and `);
  // listingConditions starts with the condition of every listing (listed.ts).
  const hasFilters = conditions.length > 1;
  const isNarrow = hasNarrowFilter(query);
  // A city's or a company's jobs come newest first from their own index; any other order of a
  // narrow filter's jobs, or a place's, is sorted after reading them (selectIds).
  const isNewestFirst = sort === "recent" || sort === "relevance";
  const listsThroughFilter = isNarrow && (Boolean(query.location) || !isNewestFirst);

  const text = toTsQueryText(search);
  const described = text ? await describeSearch(db, search, text) : null;

  if (!described || described.isEmpty) {
    // No search, or only stop words and punctuation: nothing to match on.
    return listJobs(db, base, sort, limit, offset, listsThroughFilter);
  }
  if (!described.hasIndexableTerms) {
    // Only exclusions ("-java"): every listed job but those the index finds; newest first.
    return listJobs(db, withoutExcluded(base, search), sort, limit, offset, listsThroughFilter);
  }

  const searchWith = (compiled: TKeywordQuery) =>
    searchKeywords(db, {
      conditions,
      keywords: compiled,
      sort,
      limit,
      offset,
      hasFilters,
      hasBroadFilter: hasFilters && !isNarrow,
      readMatches: request.readMatches,
    });
  const keywords = compileKeywords(search, described.plan);
  const result = await searchWith(keywords);
  if (result.total < FEW_MATCHES) {
    const broadened = await broadenKeywords(context, search, described.plan, keywords);
    if (broadened) return searchWith(broadened);
  }
  return result;
}

/**
 * What a job meets to be among a search's results, whatever their order: listed, every filter,
 * and the words matched as findInDatabase matches them (broadened alike when the exact words
 * find fewer than FEW_MATCHES jobs). The Best match sort ranks the jobs that meet it.
 */
export async function searchCondition(
  context: Pick<TAppContext, "db" | "searchVocabulary">,
  request: Pick<TPageRequest, "query" | "search" | "now">,
): Promise<SQL> {
  const { db } = context;
  const { search } = request;
  const base = sql.join(listingConditions(db, request.query, request.now), sql` and `);
  const text = toTsQueryText(search);
  const described = text ? await describeSearch(db, search, text) : null;
  if (!described || described.isEmpty) return base;
  if (!described.hasIndexableTerms) return withoutExcluded(base, search);
  const keywords = compileKeywords(search, described.plan);
  const exact = sql`${base} and ${keywords.match}`;
  if ((await countUpTo(db, exact, FEW_MATCHES)) >= FEW_MATCHES) return exact;
  const broadened = await broadenKeywords(context, search, described.plan, keywords);
  return broadened ? sql`${base} and ${broadened.match}` : exact;
}

/** How many jobs meet `where`, counting no further than `most`. */
async function countUpTo(db: TDatabase, where: SQL, most: number): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from (select 1 from ${jobs} where ${where} limit ${most}) as found`),
  );
  return Number(row?.total ?? 0);
}

/** Only exclusions ("-java"): every job of `base` but those the index finds. */
function withoutExcluded(base: SQL, search: TParsedSearch): SQL {
  const excluded = tsQuery(toExcludedTsQueryText(search));
  return sql`${base} and ${jobs.id} not in (
    select ${jobs.id} from ${jobs} where ${jobs.status} = 'active' and ${jobs.searchVector} @@ ${excluded})`;
}

/**
 * Few or no exact matches: accept each word as the start of a longer one ("reac"), its known
 * completions ("managi" -> "managing") or the known word it is probably a typo of ("recat"
 * -> "react"). Exact matches rank first. Null when that changes nothing.
 */
async function broadenKeywords(
  context: Pick<TAppContext, "searchVocabulary">,
  search: TParsedSearch,
  plan: TSearchPlan,
  keywords: TKeywordQuery,
): Promise<TKeywordQuery | null> {
  const alternatives = await findAlternatives(context, search);
  const broadened = compileKeywords(search, plan, { isPrefix: true, alternatives });
  if (broadened.text === keywords.text) return null;
  broadened.exactText = keywords.text;
  return broadened;
}
