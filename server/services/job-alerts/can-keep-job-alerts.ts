import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import { assertPermitted } from "../../lib/guards";

/** Job alerts are a job seeker's; a company account is told why it cannot keep them. */
export function assertCanKeepJobAlerts(user: Pick<TPublicUser, "userType">): void {
  assertPermitted(permissions.keepJobAlerts(user), "jobAlerts.errors.seekersOnly");
}
