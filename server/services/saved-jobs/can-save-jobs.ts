import type { TPublicUser } from "@common/auth/schemas";
import { AppError } from "../../lib/app-error";

/**
 * spec-1 section 6: saving jobs belongs to job seekers. Company accounts are refused with a
 * sentence saying why, rather than an empty list that looks like a bug.
 */
export function assertCanSaveJobs(user: Pick<TPublicUser, "userType">): void {
  if (user.userType === "company") throw new AppError("FORBIDDEN", "savedJobs.seekersOnly");
}
