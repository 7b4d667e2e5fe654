import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TAdminApplication, TAdminJob, TAdminStats } from "@common/admin/console";
import type { TAdminPage } from "@common/admin/paging";
import type { TJobPostingInput } from "@common/jobs/posting";
import type { TJobDetail, TJobStatus } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/admin: the administrator console's calls (common/admin/*.ts). Every list is paged on the
// server (common/admin/paging.ts); a filter left out is "all".

/** `?a=1&b=x` of the values given, without the empty ones. */
function queryString(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The Overview's totals, this week's increments and what needs attention. */
export const fetchAdminStats = () => apiRequest<TAdminStats>("/api/admin/stats");

/** Every job, newest first, by part of its title, company or location and by status. */
export const fetchAdminJobs = (query: { q?: string; status?: TJobStatus; page?: number }) =>
  apiRequest<TAdminPage<TAdminJob>>(`/api/admin/jobs${queryString(query)}`);

/** A job posted by an administrator, for the company named in the posting. */
export const createAdminJob = (posting: TJobPostingInput) =>
  apiRequest<TJobDetail>("/api/admin/jobs", { method: "POST", body: posting });

export const updateAdminJob = (jobId: number, posting: TJobPostingInput) =>
  apiRequest<TJobDetail>(`/api/admin/jobs/${jobId}`, { method: "PUT", body: posting });

/** A draft is deleted; a published job is removed for good, its applications keeping the job as sent. */
export const deleteAdminJob = (jobId: number) =>
  apiRequest<{ ok: true }>(`/api/admin/jobs/${jobId}`, { method: "DELETE" });

/** Every application, newest first, by status. */
export const fetchAdminApplications = (query: { status?: TApplicationStatus; page?: number }) =>
  apiRequest<TAdminPage<TAdminApplication>>(`/api/admin/applications${queryString(query)}`);

/** "Export Data": CSV downloads (links: the browser downloads them with the cookie). */
export const ADMIN_EXPORTS = ["jobs", "users", "applications"] as const;
export const adminExportUrl = (kind: (typeof ADMIN_EXPORTS)[number]) => `/api/admin/export/${kind}.csv`;
