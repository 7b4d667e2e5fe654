// The database engine's keyword search: one statement that finds a search's matches through
// the GIN index, applies the filters, counts them and reads one page in the chosen sort, with
// relevance ranking only the candidates (RANKED_CANDIDATES newest matches and newest title
// matches, title matches first, then by ts_rank, every other match after them newest first).
// find-jobs-in-database.ts decides when it runs and with which words.
import { sql, type SQL } from "drizzle-orm";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import type { TDatabase } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { jobs } from "../../db/schema";
import { RANKED_CANDIDATES, tsQuery, type TPage } from "./search-rules";

export interface TKeywordQuery {
  /** tsquery text of the whole search: ts_rank scores the candidates with it. */
  text: string;
  /** What a match meets: the search in search_vector, two-word phrases in phrase_pairs. */
  match: SQL;
  /** tsquery text of the positive terms only: "the title matches the search". */
  titleText: string;
  /** In a broadened search, the exact query: its matches rank first. */
  exactText?: string;
}

/** orderFor (find-jobs-in-database.ts), over the columns of a set of matches (matchColumns). */
export function matchOrder(sort: TJobSearchQuery["sort"]): SQL {
  if (sort === "salary_desc") return sql`salary_high desc nulls last, id desc`;
  if (sort === "salary_asc") return sql`salary_low asc nulls last, id desc`;
  return sql`created_at desc, id desc`;
}

/** What a set of matches keeps of each job: its id and its sort keys. */
export const matchColumns = sql`${jobs.id} as id, ${jobs.createdAt} as created_at,
  coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) as salary_high,
  coalesce(${jobs.salaryMinUsd}, ${jobs.salaryMaxUsd}) as salary_low`;

/** How many jobs meet `where`. */
export async function countJobs(db: TDatabase, where: SQL): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from ${jobs} where ${where}`),
  );
  return Number(row?.total ?? 0);
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

export interface TKeywordSearch {
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
export async function searchKeywords(db: TDatabase, search: TKeywordSearch): Promise<TPage> {
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
