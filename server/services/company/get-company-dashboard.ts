import { and, count, eq, sql } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TCompanyDashboardStats } from "@common/company/dashboard";
import type { TCompanyJob } from "@common/jobs/posting";
import type { TAppContext } from "../../context";
import { applications, jobs } from "../../db/schema";
import { listCompanyJobs } from "../jobs/list-company-jobs";
import { findOwnCompany } from "../jobs/managed-job";

/**
 * The signed-in company's dashboard: its jobs (as GET /api/company/jobs lists them) and the four
 * tiles, counted from its own jobs and applications. An account without a company profile has
 * nothing to count.
 */
export async function getCompanyDashboard(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; now?: Date },
): Promise<{ stats: TCompanyDashboardStats; jobs: TCompanyJob[] }> {
  const company = await findOwnCompany(context.db, options.user);
  if (!company) return { stats: { activeJobs: 0, applicants: 0, interviews: 0, hires: 0 }, jobs: [] };
  const [companyJobs, [counts]] = await Promise.all([
    listCompanyJobs(context, options),
    context.db
      .select({
        applicants: count(),
        interviews: sql<number>`count(*) filter (where ${applications.status} = 'interview')`.mapWith(Number),
        hires: sql<number>`count(*) filter (where ${applications.status} = 'hired')`.mapWith(Number),
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, company.id))),
  ]);
  return {
    stats: {
      activeJobs: companyJobs.filter((job) => job.status === "active").length,
      applicants: counts.applicants,
      interviews: counts.interviews,
      hires: counts.hires,
    },
    jobs: companyJobs,
  };
}
