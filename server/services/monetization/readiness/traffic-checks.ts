// Traffic & Engagement from the site's first-party analytics (decision 018; the console's
// Analytics tab counts them the same way: server/services/site/analytics/site-analytics.ts): the
// last 30 days' page views, and their bounce rate (visitors who saw one page in a day).
import type { TAdminAnalytics } from "@common/site/analytics";
import type { TReadinessCheck } from "@common/monetization/readiness";
import { checkResult } from "./check-result";

export const PAGE_VIEWS_READY = 3000;
export const PAGE_VIEWS_WARNING = 300;
/** Fewer visits than this say nothing about how visitors engage. */
export const VISITS_TO_MEASURE = 100;
export const BOUNCE_READY_PERCENT = 70;
export const BOUNCE_WARNING_PERCENT = 85;

type TFigures = Pick<TAdminAnalytics, "pageViews" | "uniqueVisitors" | "bounceRate">;

export function checkTraffic(figures: TFigures): TReadinessCheck {
  const count = figures.pageViews;
  if (count >= PAGE_VIEWS_READY) return checkResult("traffic", "passed", "passed", { count });
  if (count >= PAGE_VIEWS_WARNING)
    return checkResult("traffic", "warning", "low", { count, minimum: PAGE_VIEWS_READY });
  if (count === 0) return checkResult("traffic", "failed", "none", { count, minimum: PAGE_VIEWS_READY });
  return checkResult("traffic", "failed", "failed", { count, minimum: PAGE_VIEWS_READY });
}

export function checkEngagement(figures: TFigures): TReadinessCheck {
  // A visit is a visitor's day on the site, as the Analytics tab's unique visitors count them.
  const visits = figures.uniqueVisitors;
  if (visits < VISITS_TO_MEASURE) {
    return checkResult("engagement", "warning", "tooFewVisits", { count: visits, minimum: VISITS_TO_MEASURE });
  }
  const rate = figures.bounceRate;
  if (rate <= BOUNCE_READY_PERCENT) return checkResult("engagement", "passed", "passed", { rate });
  if (rate <= BOUNCE_WARNING_PERCENT) return checkResult("engagement", "warning", "high", { rate });
  return checkResult("engagement", "failed", "failed", { rate });
}
