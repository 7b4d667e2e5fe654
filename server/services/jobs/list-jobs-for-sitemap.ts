import { asc, count } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { listedCondition } from "./listed";

/** How many jobs are listed: the sitemap's job URLs, in all. */
export async function countListedJobs(context: Pick<TAppContext, "db">, options: { now: Date }): Promise<number> {
  const [{ total }] = await context.db.select({ total: count() }).from(jobs).where(listedCondition(options.now));
  return Number(total);
}

/** Listed jobs in the order of their ids, one sitemap file's worth: the id and when it was posted. */
export async function listJobsForSitemap(
  context: Pick<TAppContext, "db">,
  options: { now: Date; offset: number; limit: number },
): Promise<{ id: number; createdAt: Date }[]> {
  const rows = await context.db
    .select({ id: jobs.id, createdAt: jobs.createdAt })
    .from(jobs)
    .where(listedCondition(options.now))
    .orderBy(asc(jobs.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.createdAt) }));
}
