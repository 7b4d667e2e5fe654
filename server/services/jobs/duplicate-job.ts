import type { TActor } from "@common/auth/permissions";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { findManagedJob, LISTING_MS, readJobJson } from "./managed-job";

/** A draft copy of a job: the same posting, no applications, not listed until published. */
export async function duplicateJob(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; id: number; now?: Date },
): Promise<TJobDetail> {
  const now = options.now ?? new Date();
  const job = await findManagedJob(context.db, options);
  const [row] = await context.db
    .insert(jobs)
    .values({
      companyId: job.companyId,
      title: job.title,
      company: job.company,
      companyLogo: job.companyLogo,
      description: job.description,
      requirements: job.requirements,
      benefits: job.benefits,
      skills: job.skills,
      location: job.location,
      country: job.country,
      city: job.city,
      workType: job.workType,
      employmentType: job.employmentType,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      currency: job.currency,
      salaryMinUsd: job.salaryMinUsd,
      salaryMaxUsd: job.salaryMaxUsd,
      urgent: job.urgent,
      contactEmail: job.contactEmail,
      status: "draft",
      createdAt: now,
      expiresAt: new Date(now.getTime() + LISTING_MS),
    })
    .returning({ id: jobs.id });
  return readJobJson(context, row.id, now);
}
