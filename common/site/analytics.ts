import { dateFormat } from "../i18n/formats";
import type { TSiteTimeZone } from "./general";

// Admin > Analytics: GET /api/admin/analytics answers the site's first-party figures (the
// analytics_events table, no third-party tracker) over the last 30 days in the site's time zone
// (Settings > General), today included. A day is a calendar date of that zone.
//
// - pageViews: `page.viewed` events.
// - uniqueVisitors: distinct (visitor code, day) pairs summed over the window. The beacon's
//   visitor code changes every UTC day by design (no visitor is followed across days), so a
//   visitor is counted once a day; a day's figure is that day's distinct visitor codes.
// - bounceRate: visitor-days with exactly one page view out of the visitor-days with any, as a
//   percentage with one decimal (0 with none).
// - applicationRate: `application.submitted` events per `job.viewed` event, a percentage with one
//   decimal; null while there was no job view (the console says so rather than showing 0%).
// - resumeDownloads: `resume.downloaded`; newRegistrations: `account.registered`.
// - popularCategories: the industries of the companies of the jobs listed now (active and not
//   expired), with how many jobs each has, most first (at most 8); jobs of a company without an
//   industry or of "Other" are left out. `name` is the industry's key, which the client labels.

/** How many days the window covers, ending today in the site's time zone. */
export const SITE_ANALYTICS_DAYS = 30;
/** How many industries "Popular categories" lists. */
export const POPULAR_CATEGORIES_MAX = 8;

/** A share as a percentage with one decimal (1 of 3 is 33.3); null when there is nothing to share. */
export function percentage(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Each day's figures; every array follows `days`. */
export interface TSiteAnalyticsDaily {
  /** The window's days, oldest first, as YYYY-MM-DD in the site's time zone. */
  days: string[];
  pageViews: number[];
  /** That day's distinct visitor codes. */
  uniqueVisitors: number[];
  /** That day's bounce rate; null on a day without a visitor. */
  bounceRate: Array<number | null>;
  jobViews: number[];
  applications: number[];
  /** That day's application rate; null on a day without a job view. */
  applicationRate: Array<number | null>;
  resumeDownloads: number[];
  newRegistrations: number[];
}

/** GET /api/admin/analytics. */
export interface TAdminAnalytics {
  /** The window: its first and last day (YYYY-MM-DD) in the zone days are counted in. */
  window: { from: string; to: string; timeZone: TSiteTimeZone };
  pageViews: number;
  uniqueVisitors: number;
  bounceRate: number;
  applicationRate: number | null;
  resumeDownloads: number;
  newRegistrations: number;
  /** What the application rate is made of. */
  jobViews: number;
  applications: number;
  popularCategories: Array<{ name: string; count: number }>;
  daily: TSiteAnalyticsDaily;
}

/** The `count` days ending on `today` (YYYY-MM-DD), oldest first: plain calendar arithmetic. */
export function windowDays(today: string, count = SITE_ANALYTICS_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00.000Z`);
  const dayMs = 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = dateFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    instant,
  );
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
