import type {
  TAccountSettings,
  TChangePassword,
  TDeleteAccount,
  TNotificationPreferences,
  TUpdateProfileInput,
} from "@common/account/schemas";
import { apiRequest } from "~/lib/api-client";

// The account's own settings (/settings): one call per save.

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
