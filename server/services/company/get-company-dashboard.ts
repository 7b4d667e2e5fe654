import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import {
  OVERVIEW_ITEMS,
  type TCompanyDashboardStats,
  type TRecentApplicant,
  type TUpcomingInterview,
} from "@common/company/dashboard";
import type { TCompanyJob } from "@common/jobs/posting";
import type { TAppContext } from "../../context";
import { applications, interviews, jobs } from "../../db/schema";
import { listCompanyJobs } from "../jobs/list-company-jobs";
import { findOwnCompany } from "../jobs/managed-job";

export interface TCompanyDashboardData {
  stats: TCompanyDashboardStats;
  jobs: TCompanyJob[];
  recentApplicants: TRecentApplicant[];
  upcomingInterviews: TUpcomingInterview[];
}

/**
 * The signed-in company's dashboard: its jobs (as GET /api/company/jobs lists them), the four
 * tiles counted from its own jobs and applications, its latest applicants and the interviews
 * still to come. An account without a company profile has nothing to show.
 */
export async function getCompanyDashboard(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; now?: Date },
): Promise<TCompanyDashboardData> {
  const now = options.now ?? new Date();
  const company = await findOwnCompany(context.db, options.user);
  if (!company) {
    return {
      stats: { activeJobs: 0, applicants: 0, interviews: 0, hires: 0 },
      jobs: [],
      recentApplicants: [],
      upcomingInterviews: [],
    };
  }
  const ownApplications = and(eq(jobs.id, applications.jobId), eq(jobs.companyId, company.id));
  const [companyJobs, [counts], recent, upcoming] = await Promise.all([
    listCompanyJobs(context, { user: options.user, now }),
    context.db
      .select({
        applicants: count(),
        interviews: sql<number>`count(*) filter (where ${applications.status} = 'interview')`.mapWith(Number),
        hires: sql<number>`count(*) filter (where ${applications.status} = 'hired')`.mapWith(Number),
      })
      .from(applications)
      .innerJoin(jobs, ownApplications),
    context.db
      .select({
        id: applications.id,
        jobId: jobs.id,
        jobTitle: jobs.title,
        applicantName: applications.applicantName,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(jobs, ownApplications)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(OVERVIEW_ITEMS),
    context.db
      .select({
        id: interviews.id,
        applicationId: interviews.applicationId,
        startsAt: interviews.startsAt,
        timeZone: interviews.timeZone,
        durationMinutes: interviews.durationMinutes,
        location: interviews.location,
        jobId: jobs.id,
        jobTitle: jobs.title,
        applicantName: applications.applicantName,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, ownApplications)
      .where(gte(interviews.startsAt, now))
      .orderBy(asc(interviews.startsAt), asc(interviews.id))
      .limit(OVERVIEW_ITEMS),
  ]);
  return {
    stats: {
      activeJobs: companyJobs.filter((job) => job.status === "active").length,
      applicants: counts.applicants,
      interviews: counts.interviews,
      hires: counts.hires,
    },
    jobs: companyJobs,
    recentApplicants: recent.map(({ createdAt, ...row }) => ({ ...row, appliedAt: createdAt.toISOString() })),
    upcomingInterviews: upcoming.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
  };
}
