import { and, asc, count, eq, gt, gte, lte } from "drizzle-orm";
import type { TAdminStats } from "@common/admin/console";
import type { TAppContext } from "../../../context";
import { applications, applicationStatusChanges, jobs, mailQueue, users } from "../../../db/schema";
import { MAIL_KEPT_MS } from "../../../platform/mail/mail-queue";
import { listedCondition } from "../../jobs/listed";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const EXPIRING_SHOWN = 10;

/**
 * GET /api/admin/stats: the totals, what the last 7 days added, the success rate (hires among all
 * applications), and what needs attention: listed jobs whose listing ends within 7 days, and mail
 * that gave up sending in the days mail is kept.
 */
export async function adminStats(context: Pick<TAppContext, "db">, options: { now?: Date } = {}): Promise<TAdminStats> {
  const { db } = context;
  const now = options.now ?? new Date();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const weekAhead = new Date(now.getTime() + WEEK_MS);
  const total = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);
  const expiringWhere = and(listedCondition(now), lte(jobs.expiresAt, weekAhead));
  const [
    totalJobs,
    newJobsThisWeek,
    totalUsers,
    newUsersThisWeek,
    totalApplications,
    newApplicationsThisWeek,
    hires,
    hiresThisWeek,
    expiringJobsCount,
    failedMailCount,
    expiring,
  ] = await Promise.all([
    total(db.select({ value: count() }).from(jobs)),
    total(db.select({ value: count() }).from(jobs).where(gte(jobs.createdAt, weekAgo))),
    total(db.select({ value: count() }).from(users)),
    total(db.select({ value: count() }).from(users).where(gte(users.createdAt, weekAgo))),
    total(db.select({ value: count() }).from(applications)),
    total(db.select({ value: count() }).from(applications).where(gte(applications.createdAt, weekAgo))),
    total(db.select({ value: count() }).from(applications).where(eq(applications.status, "hired"))),
    total(
      db
        .select({ value: count() })
        .from(applicationStatusChanges)
        .where(and(eq(applicationStatusChanges.toStatus, "hired"), gte(applicationStatusChanges.changedAt, weekAgo))),
    ),
    total(db.select({ value: count() }).from(jobs).where(expiringWhere)),
    total(
      db
        .select({ value: count() })
        .from(mailQueue)
        .where(and(eq(mailQueue.status, "failed"), gt(mailQueue.createdAt, new Date(now.getTime() - MAIL_KEPT_MS)))),
    ),
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, expiresAt: jobs.expiresAt })
      .from(jobs)
      .where(expiringWhere)
      .orderBy(asc(jobs.expiresAt), asc(jobs.id))
      .limit(EXPIRING_SHOWN),
  ]);
  return {
    totalJobs,
    newJobsThisWeek,
    totalUsers,
    newUsersThisWeek,
    totalApplications,
    newApplicationsThisWeek,
    successRate: totalApplications ? Math.round((hires / totalApplications) * 1000) / 10 : 0,
    hiresThisWeek,
    expiringJobs: expiring.map((job) => ({ ...job, expiresAt: job.expiresAt.toISOString() })),
    expiringJobsCount,
    failedMailCount,
  };
}
