import type { TApplication, TApplicationStatusChange } from "@common/applications/schemas";
import { apiRequest } from "~/lib/api-client";

// The job seeker's own applications: an application's history, and withdrawing it.

export const fetchApplicationHistory = (id: number) =>
  apiRequest<{ history: TApplicationStatusChange[] }>(`/api/applications/${id}/history`).then((body) => body.history);

export const withdrawApplication = (id: number) =>
  apiRequest<TApplication>(`/api/applications/${id}/withdraw`, { method: "POST" });
