import type { z } from "zod";
import type { TAccountSettings } from "@common/account/schemas";
import type { TJobAlert, ZCreateJobAlertSchema, ZUpdateJobAlertSchema } from "@common/job-alerts/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/job-alerts: a job seeker's saved searches that e-mail new matching jobs.

export const listJobAlerts = () =>
  apiRequest<{ alerts: TJobAlert[] }>("/api/job-alerts").then((answer) => answer.alerts);

export const createJobAlert = (body: z.input<typeof ZCreateJobAlertSchema>) =>
  apiRequest<TJobAlert>("/api/job-alerts", { method: "POST", body });

export const updateJobAlert = (id: number, body: z.input<typeof ZUpdateJobAlertSchema>) =>
  apiRequest<TJobAlert>(`/api/job-alerts/${id}`, { method: "PATCH", body });

export const deleteJobAlert = (id: number) => apiRequest<void>(`/api/job-alerts/${id}`, { method: "DELETE" });

/** Pauses the alert a mail's signed link names; no sign-in needed. */
export const pauseJobAlert = (token: string) =>
  apiRequest<{ name: string; isPaused: true }>("/api/job-alerts/pause", { method: "POST", body: { token } });

/** Whether the account's "Job Alerts" e-mail switch (Settings, Notifications) is on. */
export const isJobAlertMailOn = () =>
  apiRequest<TAccountSettings>("/api/me").then((settings) => settings.notifications.jobAlerts);
