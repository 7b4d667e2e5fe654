// The job search's database engine: the database's own statements, which answer what the
// index cannot (a phrase of three words, say) and while it is first built.
//
// In the statements, a keyword search is one statement: the GIN index finds the matches, one
// pass over their (narrow) rows applies the filters and gives the exact count and the sort keys.
// Relevance does not score every match: ts_rank reads the large search_vector only for the
// candidates, the RANKED_CANDIDATES newest matches plus the RANKED_CANDIDATES newest title
// matches. Those come first (title matches, then by rank), every other match follows, newest
// first. Each order is total (ties end on id), so pages neither repeat nor skip.
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
  FEW_MATCHES,
  findAlternatives,
  hasNarrowFilter,
  listingConditions,
  RANKED_CANDIDATES,
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

/** orderFor, over the columns of a set of matches (matchColumns). */
function matchOrder(sort: TJobSearchQuery["sort"]): SQL {
  if (sort === "salary_desc") return sql`salary_high desc nulls last, id desc`;
  if (sort === "salary_asc") return sql`salary_low asc nulls last, id desc`;
  return sql`created_at desc, id desc`;
}

/** What a set of matches keeps of each job: its id and its sort keys. */
const matchColumns = sql`${jobs.id} as id, ${jobs.createdAt} as created_at,
  coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) as salary_high,
  coalesce(${jobs.salaryMinUsd}, ${jobs.salaryMaxUsd}) as salary_low`;

async function countJobs(db: TDatabase, where: SQL): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from ${jobs} where ${where}`),
  );
  return Number(row?.total ?? 0);
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

interface TKeywordQuery {
  /** tsquery text of the whole search: ts_rank scores the candidates with it. */
  text: string;
  /** What a match meets: the search in search_vector, two-word phrases in phrase_pairs. */
  match: SQL;
  /** tsquery text of the positive terms only: "the title matches the search". */
  titleText: string;
  /** In a broadened search, the exact query: its matches rank first. */
  exactText?: string;
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

/**
 * Reading dense matches in the page's own order (an index walk that tests each row's
 * search_vector, read from TOAST) costs about this many times as much per row as reading every
 * match once through the keyword index (measured on PostgreSQL, docs/bench-search.md).
 */
const IN_ORDER_ROW_COST = 6;

/** The planner's estimate of how many rows match; nothing is run. */
async function estimateRows(db: TDatabase, where: SQL): Promise<number> {
  const [row] = rowsOf<{ "QUERY PLAN": { Plan: { "Plan Rows": number } }[] }>(
    await db.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`),
  );
  return Number(row?.["QUERY PLAN"]?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/**
 * Whether to read the matches in the page's order, as far as the page needs, rather than all of
 * them: worth it when matches are dense (a common word) and the page is near the start. The
 * planner alone gets this wrong both ways, since it prices the search_vector test far too low.
 */
async function readsInPageOrder(db: TDatabase, base: SQL, match: SQL, needed: number): Promise<boolean> {
  const [matches, listed] = await Promise.all([estimateRows(db, sql`${base} and ${match}`), estimateRows(db, base)]);
  // Walking reads needed / density rows at IN_ORDER_ROW_COST each; the other way reads every match once.
  return needed * IN_ORDER_ROW_COST * listed < matches * matches;
}

interface TKeywordSearch {
  conditions: SQL[];
  keywords: TKeywordQuery;
  sort: TJobSearchQuery["sort"];
  limit: number;
  offset: number;
  /** Filters beyond the listing conditions, and none of them narrow (a city, a company, a place). */
  hasBroadFilter: boolean;
  hasFilters: boolean;
  readMatches: TReadMatches | undefined;
}

export type TReadMatches = "in-page-order" | "all-at-once";

/**
 * A keyword search. Sparse matches are read once, in one statement: the GIN index finds them, one
 * pass over their (narrow) rows applies the filters and gives the exact count and the sort keys.
 * Dense matches (a common word, no filters) are counted through the index on one connection
 * while the page reads them in its own order on another, only as far as it needs. Either way
 * ts_rank reads the large search_vector of the ranked candidates only.
 */
async function searchKeywords(db: TDatabase, search: TKeywordSearch): Promise<TPage> {
  const { conditions, keywords, sort, limit, offset } = search;
  const { match } = keywords;
  const query = tsQuery(keywords.text);
  const titleQuery = tsQuery(keywords.titleText);
  const base = sql.join(conditions, sql` and `);
  const inPageOrder = search.readMatches
    ? search.readMatches === "in-page-order"
    : // Only newest first (and relevance, whose parts are newest first): how much a job pays
      // goes with its words (accountants, engineers), so walking in salary order can read far
      // more rows than the words' share predicts (0.3 s for "accountant", lowest pay first, at 1M).
      !search.hasFilters &&
      sort !== "salary_desc" &&
      sort !== "salary_asc" &&
      (await readsInPageOrder(db, base, match, Math.max(offset + limit, sort === "relevance" ? RANKED_CANDIDATES : 0)));

  const selected = sql`${matchColumns},
    ${sort === "relevance" ? sql`${jobs.titleVector} @@ ${titleQuery}` : sql`false`} as is_title_match`;
  // With a broad filter such as a country, the planner would read that country's jobs by their
  // index and test each one's search_vector, a test it costs far too low (each reads the large
  // vector from TOAST, ten times the cost of reading a keyword match). So the keyword index
  // drives (OFFSET 0 keeps the subquery apart) and the filters apply to its matches as they
  // stream by. A narrow filter (a city, a company) is left to the planner: reading its few jobs
  // first is the better plan there.
  const matches = inPageOrder
    ? sql`matches as not materialized (select ${selected} from ${jobs} where ${base} and ${match})`
    : search.hasBroadFilter
      ? sql`matches as materialized (
        select ${selected} from (
          select ${jobs.id}, ${jobs.createdAt}, ${jobs.expiresAt}, ${jobs.status}, ${jobs.titleVector}, ${jobs.country},
            ${jobs.city}, ${jobs.location}, ${jobs.workType}, ${jobs.company}, ${jobs.companyId}, ${jobs.salaryMin},
            ${jobs.salaryMax}, ${jobs.salaryMinUsd}, ${jobs.salaryMaxUsd}
          from ${jobs} where ${jobs.status} = 'active' and ${match} offset 0
        ) as ${jobs}
        where ${base})`
      : sql`matches as materialized (select ${selected} from ${jobs} where ${base} and ${match})`;
  let page: SQL;
  if (sort === "salary_desc" || sort === "salary_asc" || sort === "recent") {
    const order = matchOrder(sort);
    page = sql`page as (
      select id, ${offset} + row_number() over (order by ${order}) as position from (
        select * from matches order by ${order} limit ${limit} offset ${offset}
      ) as slice)`;
  } else {
    const tiers = keywords.exactText ? sql`(${jobs.searchVector} @@ ${tsQuery(keywords.exactText)}) desc, ` : sql``;
    // Positions 1..n are the ranked candidates; the rest continue from n + 1, newest first,
    // read only as far as this page needs (a top-N sort, not a sort of every match).
    page = sql`candidates as (
      (select id from matches order by created_at desc, id desc limit ${RANKED_CANDIDATES})
      union
      (select id from matches where is_title_match order by created_at desc, id desc limit ${RANKED_CANDIDATES})
    ), ranked as (
      select ${jobs.id} as id, row_number() over (order by ${tiers}(${jobs.titleVector} @@ ${titleQuery}) desc,
        ts_rank(${jobs.searchVector}, ${query}) desc, ${jobs.createdAt} desc, ${jobs.id} desc) as position
      from ${jobs} where ${jobs.id} in (select id from candidates)
    ), bounds as (
      select count(*) as ranked, greatest(0, ${offset} - count(*)) as rest_offset,
        greatest(0, ${offset + limit} - greatest(${offset}, count(*))) as rest_limit
      from candidates
    ), rest as (
      select id, (select ranked + rest_offset from bounds) + row_number() over (order by created_at desc, id desc)
        as position
      from (
        select id, created_at from matches where id not in (select id from candidates)
        order by created_at desc, id desc
        limit (select rest_limit from bounds) offset (select rest_offset from bounds)
      ) as slice
    ), page as (
      select id, position from ranked where position > ${offset} and position <= ${offset + limit}
      union all
      select id, position from rest
    )`;
  }
  if (inPageOrder) {
    // On PostgreSQL the count and the page run on two connections at once.
    const [total, rows] = await Promise.all([
      countJobs(db, sql`${base} and ${match}`),
      db.execute(sql`with ${matches}, ${page} select page.id from page order by page.position`),
    ]);
    return { total, ids: rowsOf<{ id: number }>(rows).map((row) => Number(row.id)) };
  }
  const rows = rowsOf<{ total: number | string; id: number | null }>(
    await db.execute(sql`
      with ${matches}, ${page}
      select counted.total, page.id from (select count(*) as total from matches) as counted
      left join page on true
      order by page.position`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    ids: rows.flatMap((row) => (row.id === null || row.id === undefined ? [] : [Number(row.id)])),
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
