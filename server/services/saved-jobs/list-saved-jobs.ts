import { and, desc, eq, ne } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TJob } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { companies, jobs, savedJobs } from "../../db/schema";
import { toJobJson } from "../jobs/to-job-json";
import { assertCanSaveJobs } from "./can-save-jobs";

type TOptions = { user: Pick<TPublicUser, "id" | "userType"> };

// Drafts are not public: a job that went back to draft disappears from the list (and comes
// back when it is published again). Closed and expired jobs stay, with their status.
const isVisible = ne(jobs.status, "draft");

/** The user's saved jobs, the most recently saved first. */
export async function listSavedJobs(context: Pick<TAppContext, "db">, options: TOptions): Promise<TJob[]> {
  assertCanSaveJobs(options.user);
  const rows = await context.db
    .select({ job: jobs, companyLogoUrl: companies.logoUrl })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(savedJobs.userId, options.user.id), isVisible))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  return rows.map((row) => toJobJson({ ...row.job, companyLogoUrl: row.companyLogoUrl }));
}

/** Only the ids, in the same order: what a list of job cards needs to show its bookmarks. */
export async function listSavedJobIds(context: Pick<TAppContext, "db">, options: TOptions): Promise<number[]> {
  assertCanSaveJobs(options.user);
  const rows = await context.db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, options.user.id), isVisible))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  return rows.map((row) => row.jobId);
}

/** Whether one job is saved; false for signed-out visitors and company accounts. */
export async function isJobSaved(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType"> | null; jobId: number },
): Promise<boolean> {
  const { user } = options;
  if (!user || !permissions.saveJobs(user)) return false;
  const [row] = await context.db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, options.jobId)))
    .limit(1);
  return Boolean(row);
}
