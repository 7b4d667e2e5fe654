import { and, eq } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import type { TAppContext } from "../../context";
import { savedJobs } from "../../db/schema";
import { isDatabaseId } from "@common/validation/ids";
import { assertCanSaveJobs } from "./can-save-jobs";

/** Removes a bookmark. Idempotent: removing one that is not there (or a job that is gone) is fine. */
export async function unsaveJob(
  context: Pick<TAppContext, "db">,
  options: { user: Pick<TPublicUser, "id" | "userType">; jobId: number },
): Promise<void> {
  assertCanSaveJobs(options.user);
  const { jobId } = options;
  if (!isDatabaseId(jobId)) return;
  // The user id in the condition is the ownership rule: nobody removes another user's bookmark.
  await context.db.delete(savedJobs).where(and(eq(savedJobs.userId, options.user.id), eq(savedJobs.jobId, jobId)));
}
