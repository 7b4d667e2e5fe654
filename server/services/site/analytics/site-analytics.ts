import { and, count, desc, asc, eq, gt, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { DEFAULT_SITE_TIME_ZONE, isSiteTimeZone } from "@common/site/general";
import {
  dayInZone,
  percentage,
  POPULAR_CATEGORIES_MAX,
  windowDays,
  type TAdminAnalytics,
} from "@common/site/analytics";
import type { TAppContext } from "../../../context";
import { analyticsEvents, companies, jobs } from "../../../db/schema";

/** The key actions counted per day besides page views. */
const COUNTED_EVENTS = ["job.viewed", "application.submitted", "resume.downloaded", "account.registered"] as const;
type TCountedEvent = (typeof COUNTED_EVENTS)[number];

/**
 * Admin > Analytics (the definitions: common/site/analytics.ts): the site's figures over the
 * last 30 days in the site's time zone, today included, with each day's, and the industries of
 * the jobs listed now. Everything is counted by the database in grouped statements (three, of
 * at most 30 rows each, and one of at most 8): no event row is read into the process.
 */
export async function siteAnalytics(
  context: Pick<TAppContext, "db" | "settings">,
  options: { now?: Date } = {},
): Promise<TAdminAnalytics> {
  const now = options.now ?? new Date();
  const stored = await context.settings.get("siteTimeZone");
  const timeZone = isSiteTimeZone(stored) ? stored : DEFAULT_SITE_TIME_ZONE;
  const days = windowDays(dayInZone(now, timeZone));
  const from = days[0];
  const to = days[days.length - 1];

  // A day of the zone: the event's wall-clock time there, as a date (the same text in the
  // select and the group by). The window's ends are the zone's midnights as instants, so the
  // occurred_at index bounds the scan and the zone's daylight-saving changes are the database's.
  // The zone is written into the statement as a literal (one of SITE_TIME_ZONES, checked above,
  // none with a quote): a parameter would make the select's and the group by's expressions two
  // different ones to PostgreSQL.
  const zone = sql.raw(`'${timeZone}'`);
  const day = sql<string>`to_char((${analyticsEvents.occurredAt} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  const inWindow = and(
    gte(analyticsEvents.occurredAt, sql`(${from}::date)::timestamp at time zone ${zone}`),
    lt(analyticsEvents.occurredAt, sql`(${to}::date + 1)::timestamp at time zone ${zone}`),
  );

  const visitorDays = context.db
    .select({ day: day.as("day"), views: count().as("views") })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, "page.viewed"), isNotNull(analyticsEvents.visitorHash), inWindow))
    .groupBy(day, analyticsEvents.visitorHash)
    .as("visitor_days");

  const [eventRows, visitorRows, categoryRows] = await Promise.all([
    context.db
      .select({ day, name: analyticsEvents.name, count: count() })
      .from(analyticsEvents)
      .where(and(inArray(analyticsEvents.name, ["page.viewed", ...COUNTED_EVENTS]), inWindow))
      .groupBy(day, analyticsEvents.name),
    context.db
      .select({
        day: visitorDays.day,
        visitors: count(),
        bounced: sql<number>`count(*) filter (where ${visitorDays.views} = 1)`.mapWith(Number),
      })
      .from(visitorDays)
      .groupBy(visitorDays.day),
    context.db
      .select({ name: sql<string>`${companies.industry}`, count: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(jobs.status, "active"),
          gt(jobs.expiresAt, now),
          isNotNull(companies.industry),
          ne(companies.industry, ""),
          ne(companies.industry, "Other"),
        ),
      )
      .groupBy(companies.industry)
      .orderBy(desc(count()), asc(companies.industry))
      .limit(POPULAR_CATEGORIES_MAX),
  ]);

  const dayIndex = new Map(days.map((value, index) => [value, index]));
  const zeros = () => days.map(() => 0);
  const perEvent = new Map<TCountedEvent | "page.viewed", number[]>();
  for (const row of eventRows) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    const name = row.name as TCountedEvent | "page.viewed";
    const series = perEvent.get(name) ?? zeros();
    series[index] += row.count;
    perEvent.set(name, series);
  }
  const seriesOf = (name: TCountedEvent | "page.viewed") => perEvent.get(name) ?? zeros();
  const visitors = zeros();
  const bounced = zeros();
  for (const row of visitorRows) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    visitors[index] = row.visitors;
    bounced[index] = row.bounced;
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const pageViews = seriesOf("page.viewed");
  const jobViews = seriesOf("job.viewed");
  const applications = seriesOf("application.submitted");
  const resumeDownloads = seriesOf("resume.downloaded");
  const newRegistrations = seriesOf("account.registered");
  const totalVisitors = sum(visitors);
  const totalJobViews = sum(jobViews);
  const totalApplications = sum(applications);

  return {
    window: { from, to, timeZone },
    pageViews: sum(pageViews),
    uniqueVisitors: totalVisitors,
    bounceRate: percentage(sum(bounced), totalVisitors) ?? 0,
    applicationRate: percentage(totalApplications, totalJobViews),
    resumeDownloads: sum(resumeDownloads),
    newRegistrations: sum(newRegistrations),
    jobViews: totalJobViews,
    applications: totalApplications,
    popularCategories: categoryRows,
    daily: {
      days,
      pageViews,
      uniqueVisitors: visitors,
      bounceRate: visitors.map((value, index) => percentage(bounced[index], value)),
      jobViews,
      applications,
      applicationRate: jobViews.map((value, index) => percentage(applications[index], value)),
      resumeDownloads,
      newRegistrations,
    },
  };
}
