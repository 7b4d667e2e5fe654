// Content Quality: enough listed jobs, enough original writing in the published pages, and a
// fair share of the jobs posted here rather than imported (imported postings are someone else's
// text, not original content to AdSense).
import type { TReadinessCheck } from "@common/monetization/readiness";
import { checkResult } from "./check-result";
import type { TListedJobFigures, TPublishedPageText } from "./site-facts";

export const LISTED_JOBS_READY = 30;
export const ORIGINAL_WORDS_READY = 500;
export const OWN_JOBS_READY_PERCENT = 50;
export const OWN_JOBS_WARNING_PERCENT = 20;

export function checkListedJobs(figures: TListedJobFigures): TReadinessCheck {
  const count = figures.listed;
  if (count === 0) return checkResult("listedJobs", "failed", "none");
  if (count < LISTED_JOBS_READY)
    return checkResult("listedJobs", "warning", "few", { count, minimum: LISTED_JOBS_READY });
  return checkResult("listedJobs", "passed", "passed", { count });
}

/**
 * The words a reader sees in a page's Markdown: link and image targets, HTML tags and Markdown's
 * marks are not words.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]*>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function checkOriginalContent(pages: readonly TPublishedPageText[]): TReadinessCheck {
  if (pages.length === 0) return checkResult("originalContent", "failed", "none");
  const words = pages.reduce((total, page) => total + countWords(page.title) + countWords(page.body), 0);
  if (words < ORIGINAL_WORDS_READY) {
    return checkResult("originalContent", "warning", "short", { words, minimum: ORIGINAL_WORDS_READY });
  }
  return checkResult("originalContent", "passed", "passed", { words });
}

export function checkOwnJobs(figures: TListedJobFigures): TReadinessCheck {
  if (figures.listed === 0) return checkResult("ownJobs", "failed", "none");
  // Compared exactly; the percent shown is rounded down, so 49.6% never reads as "50%" and short.
  const share = (figures.postedHere * 100) / figures.listed;
  const percent = Math.floor(share);
  if (share >= OWN_JOBS_READY_PERCENT) return checkResult("ownJobs", "passed", "passed", { percent });
  if (share >= OWN_JOBS_WARNING_PERCENT) return checkResult("ownJobs", "warning", "low", { percent });
  return checkResult("ownJobs", "failed", "failed", { percent });
}
