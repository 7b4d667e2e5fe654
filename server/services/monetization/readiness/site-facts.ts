// What several checks read of the site's own data, each read once per run: the listed jobs'
// figures (listed as the search and the sitemap decide it, server/services/jobs/listed.ts) and
// the published content pages with their Markdown.
import { count, eq, max, sql } from "drizzle-orm";
import type { TAppContext } from "../../../context";
import { jobs, sitePages } from "../../../db/schema";
import { listedCondition } from "../../jobs/listed";

export interface TListedJobFigures {
  listed: number;
  /** Posted here (source "internal"), not imported. */
  postedHere: number;
  newestPostedAt: Date | null;
}

export interface TPublishedPageText {
  slug: string;
  title: string;
  body: string;
  updatedAt: Date;
}

export async function readListedJobFigures(
  context: Pick<TAppContext, "db">,
  options: { now: Date },
): Promise<TListedJobFigures> {
  const [row] = await context.db
    .select({
      listed: count(),
      postedHere: sql<number>`count(*) filter (where ${jobs.source} = 'internal')`.mapWith(Number),
      newestPostedAt: max(jobs.createdAt),
    })
    .from(jobs)
    .where(listedCondition(options.now));
  return {
    listed: Number(row?.listed ?? 0),
    postedHere: Number(row?.postedHere ?? 0),
    newestPostedAt: row?.newestPostedAt ? new Date(row.newestPostedAt) : null,
  };
}

/** Every published page with its Markdown (the pages are few, each at most PAGE_BODY_MAX). */
export async function readPublishedPageTexts(context: Pick<TAppContext, "db">): Promise<TPublishedPageText[]> {
  const rows = await context.db
    .select({ slug: sitePages.slug, title: sitePages.title, body: sitePages.body, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.isPublished, true));
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}
