// Content Guidelines: no listed job or published page uses a restricted term (restricted-terms.ts),
// and the site is kept fresh (the newest listed job, posted or imported, or page update).
import { desc, sql } from "drizzle-orm";
import type { TReadinessCheck } from "@common/monetization/readiness";
import type { TAppContext } from "../../../context";
import { jobs } from "../../../db/schema";
import { listedCondition } from "../../jobs/listed";
import { checkResult, listOf } from "./check-result";
import { RESTRICTED_TERMS_PATTERN, RESTRICTED_TERMS_SQL_PATTERN } from "./restricted-terms";
import type { TListedJobFigures, TPublishedPageText } from "./site-facts";

/** How many titles a reason names for review; the count says how many there are. */
export const FLAGGED_TITLES_NAMED = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
export const FRESH_DAYS = 30;
export const STALE_DAYS = 90;

/**
 * The listed jobs whose title or description uses a restricted term: how many, and the newest
 * few's titles. The database matches them (one pass over the listed jobs, none read into the
 * process but the few named).
 */
async function flaggedJobs(context: Pick<TAppContext, "db">, now: Date) {
  const uses = sql`(${jobs.title} ~* ${RESTRICTED_TERMS_SQL_PATTERN} or ${jobs.description} ~* ${RESTRICTED_TERMS_SQL_PATTERN})`;
  const rows = await context.db
    .select({ title: jobs.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(sql`${listedCondition(now)} and ${uses}`)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(FLAGGED_TITLES_NAMED);
  return { count: rows[0]?.total ?? 0, titles: rows.map((row) => row.title) };
}

export async function checkProhibitedContent(
  context: Pick<TAppContext, "db">,
  options: { now: Date; pages: readonly TPublishedPageText[]; language: string },
): Promise<TReadinessCheck> {
  const jobsFound = await flaggedJobs(context, options.now);
  const pagesFound = options.pages.filter(
    (page) => RESTRICTED_TERMS_PATTERN.test(page.title) || RESTRICTED_TERMS_PATTERN.test(page.body),
  );
  const count = jobsFound.count + pagesFound.length;
  if (count === 0) return checkResult("prohibitedContent", "passed", "passed");
  const titles = [...pagesFound.map((page) => page.title), ...jobsFound.titles]
    .slice(0, FLAGGED_TITLES_NAMED)
    .map((title) => `“${title}”`);
  return checkResult("prohibitedContent", "warning", "found", { count, titles: listOf(titles, options.language) });
}

export function checkFreshContent(
  figures: TListedJobFigures,
  pages: readonly TPublishedPageText[],
  now: Date,
): TReadinessCheck {
  const dates = [figures.newestPostedAt, ...pages.map((page) => page.updatedAt)].filter(
    (date): date is Date => date !== null,
  );
  if (dates.length === 0) return checkResult("freshContent", "failed", "none");
  const newest = Math.max(...dates.map((date) => date.getTime()));
  const ageMs = Math.max(0, now.getTime() - newest);
  const count = Math.floor(ageMs / DAY_MS);
  if (count === 0) return checkResult("freshContent", "passed", "today", { count });
  if (ageMs <= FRESH_DAYS * DAY_MS) return checkResult("freshContent", "passed", "passed", { count });
  if (ageMs <= STALE_DAYS * DAY_MS) return checkResult("freshContent", "warning", "stale", { count });
  return checkResult("freshContent", "failed", "failed", { count });
}
