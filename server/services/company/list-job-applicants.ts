import { asc, eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TJobApplicant } from "@common/company/applicants";
import type { TAppContext } from "../../context";
import { applications } from "../../db/schema";
import { findManagedJob } from "../jobs/managed-job";

/**
 * The applications to one job, oldest first, for its pipeline board: the job's company or an
 * administrator reads them; a job seeker is refused (403) and another company's job is a 404.
 */
export async function listJobApplicants(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; jobId: number },
): Promise<TJobApplicant[]> {
  const job = await findManagedJob(context.db, { user: options.user, id: options.jobId });
  const rows = await context.db
    .select({
      id: applications.id,
      status: applications.status,
      applicantName: applications.applicantName,
      applicantEmail: applications.applicantEmail,
      resumeTitle: applications.resumeTitle,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.jobId, job.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map(({ createdAt, updatedAt, ...row }) => ({
    ...row,
    appliedAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}
