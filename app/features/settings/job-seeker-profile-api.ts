import type { TJobSeekerProfileInput, TJobSeekerProfileView } from "@common/job-seeker-profile/schemas";
import { apiRequest } from "~/lib/api-client";

// The job-seeker profile of /settings > Profile (issue 12).

export const saveJobSeekerProfile = (profile: TJobSeekerProfileInput) =>
  apiRequest<TJobSeekerProfileView>("/api/me/profile", { method: "PUT", body: profile });
