import { desc, eq, sql } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { jobDisplayStatus, type TCompanyJob } from "@common/jobs/posting";
import type { TAppContext } from "../../context";
import { analyticsEvents, applications, companies, jobs } from "../../db/schema";
import { findOwnCompany } from "./managed-job";
import { jobJsonColumns, toJobJson } from "./to-job-json";

/**
 * The signed-in company's own jobs, newest first, drafts included: each with its status
 * ("expired" derived from the expiry), its applicants (withdrawn ones included, as sent) and
 * its page views.
 */
export async function listCompanyJobs(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; now?: Date },
): Promise<TCompanyJob[]> {
  const now = options.now ?? new Date();
  const company = await findOwnCompany(context.db, options.user);
  if (!company) return [];
  const rows = await context.db
    .select({
      ...jobJsonColumns,
      contactEmail: jobs.contactEmail,
      applicantCount:
        sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})`.mapWith(Number),
      views:
        sql<number>`(select count(*) from ${analyticsEvents} where ${analyticsEvents.jobId} = ${jobs.id} and ${analyticsEvents.name} = 'job.viewed')`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.companyId, company.id))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => ({
    ...toJobJson(row),
    status: jobDisplayStatus(row, now),
    contactEmail: row.contactEmail,
    applicantCount: row.applicantCount,
    views: row.views,
  }));
}
