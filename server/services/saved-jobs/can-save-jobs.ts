import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import { assertPermitted } from "../../lib/guards";

/**
 * Saving jobs belongs to job seekers. Company accounts are refused with a
 * sentence saying why, rather than an empty list that looks like a bug.
 */
export function assertCanSaveJobs(user: Pick<TPublicUser, "userType">): void {
  assertPermitted(permissions.saveJobs(user), "savedJobs.seekersOnly");
}
