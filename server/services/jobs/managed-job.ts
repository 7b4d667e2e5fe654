// What the job-management services share: the poster's own company, the job a user
// may change (another company's is a 404, as if it did not exist), the columns a posting sets,
// and the job as the API answers it, drafts included.
import { eq } from "drizzle-orm";
import { isCompany, permissions, type TActor } from "@common/auth/permissions";
import { JOB_LISTING_DAYS, type TJobDetail } from "@common/jobs/schemas";
import type { TImportedJob } from "@common/jobs/posting";
import { getCountry } from "@common/locations";
import { toUsd } from "@common/money";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import type { TDatabase } from "../../db/client";
import { companies, jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { jobDetailColumns, toJobDetailJson } from "./to-job-json";

export const LISTING_MS = JOB_LISTING_DAYS * 24 * 60 * 60 * 1000;

/** The signed-in company account's company profile, or null (an administrator's account has none). */
export async function findOwnCompany(
  db: TDatabase,
  user: Pick<TActor, "id" | "userType">,
): Promise<{ id: number; name: string } | null> {
  if (!isCompany(user)) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.userId, user.id))
    .limit(1);
  return row ?? null;
}

/** Refuses a caller who may not post or manage jobs at all (a job seeker): 403. */
export function assertMayPost(user: Pick<TActor, "userType" | "role">) {
  assertPermitted(permissions.postJobs(user), "postJob.errors.postersOnly");
}

/** A job the user may change; a missing job or another company's is NOT_FOUND. */
export async function findManagedJob(
  db: TDatabase,
  options: { user: TActor; id: number },
): Promise<typeof jobs.$inferSelect> {
  assertMayPost(options.user);
  if (!isDatabaseId(options.id)) throw new AppError("NOT_FOUND", "errors.notFound");
  const [row] = await db
    .select({ job: jobs, ownerId: companies.userId })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, options.id))
    .limit(1);
  if (!row || !permissions.manageJob(options.user, row.ownerId)) throw new AppError("NOT_FOUND", "errors.notFound");
  return row.job;
}

/** A posting's fields (TJobPosting) or an imported job's (TImportedJob). */
type TPostingColumnsInput = Omit<TImportedJob, "companyName"> & { companyEmail?: string };

/**
 * The columns a posting's fields set (not the company, status or dates); an imported job has no
 * contact e-mail and may have no city of our list.
 */
export function postingColumns(posting: TPostingColumnsInput) {
  const currency = getCountry(posting.country)!.currency;
  return {
    title: posting.jobTitle,
    description: posting.description,
    requirements: posting.requirements,
    benefits: posting.benefits,
    country: posting.country,
    city: posting.city,
    location: posting.city === null ? posting.country : `${posting.city}, ${posting.country}`,
    workType: posting.workType,
    employmentType: posting.jobType,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    currency,
    salaryMinUsd: posting.salaryMin === null ? null : toUsd(posting.salaryMin, currency),
    salaryMaxUsd: posting.salaryMax === null ? null : toUsd(posting.salaryMax, currency),
    urgent: posting.urgent,
    contactEmail: posting.companyEmail ?? null,
    // Matching reads the skills again from the new text (services/matching/rank-jobs.ts).
    matchSkills: null,
  };
}

/** The job as GET /api/jobs/{id} answers it, whatever its status (its owner sees drafts too). */
export async function readJobJson(context: Pick<TAppContext, "db">, id: number, now: Date): Promise<TJobDetail> {
  const [row] = await context.db
    .select({
      job: jobDetailColumns,
      company: {
        name: companies.name,
        description: companies.description,
        website: companies.website,
        industry: companies.industry,
        size: companies.size,
        country: companies.country,
        city: companies.city,
        logoUrl: companies.logoUrl,
      },
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "errors.notFound");
  return toJobDetailJson(row.job, row.company, now);
}
