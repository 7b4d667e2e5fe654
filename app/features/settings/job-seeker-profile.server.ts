import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TJobSeekerProfileView } from "@common/job-seeker-profile/schemas";
import { getJobSeekerProfile } from "../../../server/services/job-seeker-profile/job-seeker-profile";

/** The job-seeker profile /settings shows a job seeker; null for a company account, which has none. */
export async function loadJobSeekerProfile(
  context: AppLoadContext,
  user: TPublicUser,
): Promise<TJobSeekerProfileView | null> {
  if (!permissions.keepJobSeekerProfile(user)) return null;
  return getJobSeekerProfile(context.app, { user });
}
