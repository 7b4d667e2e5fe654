import type { TApplication, TApplicationStatusChange, TInterview } from "@common/applications/schemas";
import { apiRequest } from "~/lib/api-client";

// The job seeker's own applications: an application's history and interviews, and withdrawing it.

export const fetchApplicationHistory = (id: number) =>
  apiRequest<{ history: TApplicationStatusChange[] }>(`/api/applications/${id}/history`).then((body) => body.history);

export const fetchApplicationInterviews = (id: number) =>
  apiRequest<{ interviews: TInterview[] }>(`/api/applications/${id}/interviews`).then((body) => body.interviews);

export const withdrawApplication = (id: number) =>
  apiRequest<TApplication>(`/api/applications/${id}/withdraw`, { method: "POST" });
