import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { analyticsDays, conversionRate, type TCompanyAnalytics } from "@common/company/analytics";
import { jobDisplayStatus } from "@common/jobs/posting";
import type { TAppContext } from "../../context";
import { analyticsEvents, applications, jobs } from "../../db/schema";
import { findOwnCompany } from "../jobs/managed-job";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A timestamp's UTC day as YYYY-MM-DD (the same text in the select and the group by). */
const utcDay = (column: SQL | typeof analyticsEvents.occurredAt | typeof applications.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The signed-in company's analytics over the last 30 UTC days ending today: per job and day, the
 * job's recorded views (`job.viewed` events) and the applications it received (withdrawn ones
 * included, as the dashboard counts them), with the conversion from views to applications.
 * Counted with two grouped statements (by job and day); a day without either is 0. An account
 * without a company profile has no jobs.
 */
export async function getCompanyAnalytics(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; now?: Date },
): Promise<TCompanyAnalytics> {
  const now = options.now ?? new Date();
  const days = analyticsDays(now);
  const company = await findOwnCompany(context.db, options.user);
  if (!company) return { days, totals: { views: 0, applications: 0, conversion: null }, jobs: [] };

  const from = new Date(`${days[0]}T00:00:00.000Z`);
  const until = new Date(new Date(`${days[days.length - 1]}T00:00:00.000Z`).getTime() + DAY_MS);
  const viewDay = utcDay(analyticsEvents.occurredAt);
  const applicationDay = utcDay(applications.createdAt);
  const [companyJobs, viewRows, applicationRows] = await Promise.all([
    context.db
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, expiresAt: jobs.expiresAt })
      .from(jobs)
      .where(eq(jobs.companyId, company.id))
      .orderBy(desc(jobs.createdAt), desc(jobs.id)),
    context.db
      .select({ jobId: jobs.id, day: viewDay, count: count() })
      .from(analyticsEvents)
      .innerJoin(jobs, eq(jobs.id, analyticsEvents.jobId))
      .where(
        and(
          eq(jobs.companyId, company.id),
          eq(analyticsEvents.name, "job.viewed"),
          gte(analyticsEvents.occurredAt, from),
          lt(analyticsEvents.occurredAt, until),
        ),
      )
      .groupBy(jobs.id, viewDay),
    context.db
      .select({ jobId: jobs.id, day: applicationDay, count: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.companyId, company.id), gte(applications.createdAt, from), lt(applications.createdAt, until)))
      .groupBy(jobs.id, applicationDay),
  ]);

  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const series = (rows: Array<{ jobId: number; day: string; count: number }>) => {
    const byJob = new Map<number, number[]>();
    for (const row of rows) {
      const index = dayIndex.get(row.day);
      if (index === undefined) continue;
      const counts = byJob.get(row.jobId) ?? days.map(() => 0);
      counts[index] += row.count;
      byJob.set(row.jobId, counts);
    }
    return (jobId: number) => byJob.get(jobId) ?? days.map(() => 0);
  };
  const viewsOf = series(viewRows);
  const applicationsOf = series(applicationRows);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const jobAnalytics = companyJobs.map((job) => {
    const views = viewsOf(job.id);
    const applied = applicationsOf(job.id);
    const totalViews = sum(views);
    const totalApplications = sum(applied);
    return {
      jobId: job.id,
      title: job.title,
      status: jobDisplayStatus(job, now),
      views,
      applications: applied,
      totalViews,
      totalApplications,
      conversion: conversionRate(totalApplications, totalViews),
    };
  });
  const totalViews = sum(jobAnalytics.map((job) => job.totalViews));
  const totalApplications = sum(jobAnalytics.map((job) => job.totalApplications));
  return {
    days,
    totals: {
      views: totalViews,
      applications: totalApplications,
      conversion: conversionRate(totalApplications, totalViews),
    },
    jobs: jobAnalytics,
  };
}
