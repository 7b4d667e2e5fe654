import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import { assertPermitted } from "../../lib/guards";

/** Skills assessments are kept for job seekers; a company account is told why it cannot. */
export function assertCanKeepAssessments(user: Pick<TPublicUser, "userType">): void {
  assertPermitted(permissions.keepSkillAssessments(user), "skillsAssessment.errors.seekersOnly");
}
