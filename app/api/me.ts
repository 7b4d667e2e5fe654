import { AVATAR_FIELD, type TAvatarResult } from "@common/account/avatar";
import type {
  TAccountSettings,
  TChangePassword,
  TDeleteAccount,
  TNotificationPreferences,
  TUpdateProfileInput,
} from "@common/account/schemas";
import type { TJobSeekerProfileInput, TJobSeekerProfileView } from "@common/job-seeker-profile/schemas";
import type { TMarketInsights } from "@common/matching/insights";
import { apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// /api/me: the signed-in account's own settings (one call per save), its photo, its job-seeker
// profile and its market insights.

export const updateProfile = (profile: TUpdateProfileInput) =>
  apiRequest<TAccountSettings>("/api/me", { method: "PATCH", body: profile });

export const changePassword = (input: TChangePassword) =>
  apiRequest<{ ok: true; endedSessions: number }>("/api/me/password", { method: "POST", body: input });

export const updateNotificationPreferences = (preferences: TNotificationPreferences) =>
  apiRequest<TNotificationPreferences>("/api/me/notifications", { method: "PUT", body: preferences });

/** "Delete my account": the password confirms it; the answer also ends this session. */
export const deleteAccount = (input: TDeleteAccount) =>
  apiRequest<{ ok: true }>("/api/me", { method: "DELETE", body: input });

/** "Download my data": a plain link downloads it with the session cookie. */
export const ACCOUNT_EXPORT_URL = "/api/me/export";

/** The profile photo, sent as multipart/form-data (the one upload the JSON client does not send). */
export async function uploadAvatar(file: File): Promise<TAvatarResult> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  // The browser sets the multipart Content-Type with its boundary.
  const response = await apiFetch("/api/me/avatar", {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TAvatarResult;
}

export const removeAvatar = () => apiRequest<TAvatarResult>("/api/me/avatar", { method: "DELETE" });

/** The job-seeker profile of /settings > Profile. */
export const saveJobSeekerProfile = (profile: TJobSeekerProfileInput) =>
  apiRequest<TJobSeekerProfileView>("/api/me/profile", { method: "PUT", body: profile });

/** The market of the jobs that best match the seeker's resume. */
export const getMarketInsights = () => apiRequest<TMarketInsights>("/api/me/insights");
