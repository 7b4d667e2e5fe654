// The search done the naive way, for comparison: every word as ILIKE '%word%' over the title
// and the description, then sort (relevance: words found in the title first, then newest).
// The same filters, count and page as findJobs, and the same page size.
import { sql, type SQL } from "drizzle-orm";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import type { TDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";
import { jobs } from "../server/db/schema";
import { listingConditions } from "../server/services/jobs/search-rules";
import { parseSearch } from "../server/services/jobs/parse-search";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function naiveFindJobs(db: TDatabase, options: { query: TJobSearchQuery; now: Date }) {
  const { query, now } = options;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const conditions = listingConditions(db, query, now);
  const titleHits: SQL[] = [];
  for (const term of parseSearch(query.search).terms) {
    const pattern = `%${escapeLike(term.words.join(" "))}%`;
    const found = sql`(${jobs.title} ilike ${pattern} or ${jobs.description} ilike ${pattern})`;
    conditions.push(term.isExcluded ? sql`not ${found}` : found);
    if (!term.isExcluded) titleHits.push(sql`(${jobs.title} ilike ${pattern})::int`);
  }
  const where = sql.join(conditions, sql` and `);
  const sort = query.sort ?? "relevance";
  const order =
    sort === "salary_desc"
      ? sql`coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) desc nulls last, ${jobs.id} desc`
      : sort === "salary_asc"
        ? sql`coalesce(${jobs.salaryMinUsd}, ${jobs.salaryMaxUsd}) asc nulls last, ${jobs.id} desc`
        : sort === "relevance" && titleHits.length > 0
          ? sql`${sql.join(titleHits, sql` + `)} desc, ${jobs.createdAt} desc, ${jobs.id} desc`
          : sql`${jobs.createdAt} desc, ${jobs.id} desc`;
  const [countRows, pageRows] = await Promise.all([
    db.execute(sql`select count(*) as total from ${jobs} where ${where}`),
    db.execute(sql`
      select id, title, company, description, requirements, benefits, location, country, city, work_type,
        employment_type, salary_min, salary_max, currency, status, created_at, expires_at
      from ${jobs} where ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`),
  ]);
  return {
    total: Number(rowsOf<{ total: string | number }>(countRows)[0].total),
    ids: rowsOf<{ id: number }>(pageRows).map((row) => row.id),
  };
}
