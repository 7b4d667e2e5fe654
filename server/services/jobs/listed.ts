// "A job is listed" (common/jobs/listed.ts, isJobListed, for one job in hand) as an SQL condition.
// The job search index mirrors it (it keeps active jobs; its filter checks the end of the
// listing). Database indexes, which cannot call now(), keep a status-only condition (db/schema/jobs.ts).
import { sql, type SQL } from "drizzle-orm";
import { jobs } from "../../db/schema";

/** The literal 'active' lets the partial indexes on listed jobs apply. */
export function listedCondition(now: Date): SQL {
  return sql`(${jobs.status} = 'active' and ${jobs.expiresAt} > ${now.toISOString()}::timestamptz)`;
}
