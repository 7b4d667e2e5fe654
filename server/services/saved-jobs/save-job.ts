import { and, eq, ne } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { jobs, savedJobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isDatabaseId } from "@common/validation/ids";
import { assertCanSaveJobs } from "./can-save-jobs";

const FOREIGN_KEY_VIOLATION = "23503";

function isForeignKeyViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === FOREIGN_KEY_VIOLATION || candidate?.cause?.code === FOREIGN_KEY_VIOLATION;
}

function jobNotFound() {
  return new AppError("NOT_FOUND", "savedJobs.jobNotFound");
}

/**
 * Bookmarks a job for the user. Idempotent: saving a saved job changes nothing (and keeps its
 * original saved time). Any public job can be saved, closed or expired ones too: the page stays.
 */
export async function saveJob(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; jobId: number },
): Promise<void> {
  assertCanSaveJobs(options.user);
  const { jobId } = options;
  if (!isDatabaseId(jobId)) throw jobNotFound();
  const [job] = await context.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, "draft")))
    .limit(1);
  if (!job) throw jobNotFound();
  try {
    await context.db.insert(savedJobs).values({ userId: options.user.id, jobId }).onConflictDoNothing();
  } catch (error) {
    // The job was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) throw jobNotFound();
    throw error;
  }
}
