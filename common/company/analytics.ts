import type { TJobStatus } from "../jobs/schemas";

// The company dashboard's Analytics tab (docs/product.md#dashboard): GET /api/company/analytics answers, for the
// signed-in company's own jobs, the views (recorded `job.viewed` events) and applications of
// each day of the last 30 UTC days, and the conversion from one to the other.

/** How many days the Analytics tab covers, ending today (UTC). */
export const ANALYTICS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days of the window, oldest first, as YYYY-MM-DD: `ANALYTICS_DAYS` of them ending on `now`'s day. */
export function analyticsDays(now: Date, days = ANALYTICS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Applications per view as a percentage with one decimal; null when there was no view to convert. */
export function conversionRate(applications: number, views: number): number | null {
  if (views === 0) return null;
  return Math.round((applications / views) * 1000) / 10;
}

export interface TAnalyticsTotals {
  views: number;
  applications: number;
  /** Percentage (applications / views * 100, one decimal); null when there were no views. */
  conversion: number | null;
}

/** One of the company's jobs over the window; `views` and `applications` follow `days`. */
export interface TJobAnalytics {
  jobId: number;
  title: string;
  status: TJobStatus;
  views: number[];
  applications: number[];
  totalViews: number;
  totalApplications: number;
  conversion: number | null;
}

/** GET /api/company/analytics. */
export interface TCompanyAnalytics {
  /** The UTC days of the window, oldest first (YYYY-MM-DD). */
  days: string[];
  /** Every job of the company together. */
  totals: TAnalyticsTotals;
  /** The company's jobs, newest first, drafts included. */
  jobs: TJobAnalytics[];
}
