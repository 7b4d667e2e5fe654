import type { TPublicUser } from "@common/auth/schemas";
import { AppError } from "../../lib/app-error";

/** PostgreSQL's integer: a larger id cannot be a job, and would be a database error. */
export const MAX_JOB_ID = 2_147_483_647;

/**
 * spec-1 section 6: saving jobs belongs to job seekers. Company accounts are refused with a
 * sentence saying why, rather than an empty list that looks like a bug.
 */
export function assertCanSaveJobs(user: Pick<TPublicUser, "userType">): void {
  if (user.userType === "company") throw new AppError("FORBIDDEN", "savedJobs.seekersOnly");
}
