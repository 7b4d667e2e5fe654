import type {
  TJobSource,
  TJobSourceInput,
  TJobSyncResult,
  TJobSyncRun,
  TJobSyncStats,
} from "@common/job-import/sources";
import { apiRequest } from "~/lib/api-client";

// The console's job sync panel: /api/admin/jobs/* and /api/admin/job-sources (administrators only).

/** Listed jobs in all and by origin, and when the last sync finished. */
export const fetchJobSyncStats = () => apiRequest<TJobSyncStats>("/api/admin/jobs/stats");

/** The recorded syncs, latest first, as a list the console's list states read. */
export const fetchJobSyncRuns = async () => ({
  items: await apiRequest<TJobSyncRun[]>("/api/admin/jobs/sync-runs"),
});

/** Runs a sync now; a sync already running answers 409. */
export const syncJobsNow = () => apiRequest<TJobSyncResult>("/api/admin/jobs/sync", { method: "POST" });

export const fetchJobSources = async () => ({ items: await apiRequest<TJobSource[]>("/api/admin/job-sources") });

export const createJobSource = (body: TJobSourceInput) =>
  apiRequest<TJobSource>("/api/admin/job-sources", { method: "POST", body });

export const updateJobSource = (id: number, body: TJobSourceInput) =>
  apiRequest<TJobSource>(`/api/admin/job-sources/${id}`, { method: "PUT", body });

/** The source goes; its listed jobs are closed (they keep their pages with the closed banner). */
export const deleteJobSource = (id: number) =>
  apiRequest<{ ok: true }>(`/api/admin/job-sources/${id}`, { method: "DELETE" });
