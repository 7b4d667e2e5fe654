import type { TJobPostingInput, TStoredJobStatus } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TRecommendations } from "@common/matching/insights";
import type { TMatchScoreAnswer } from "@common/matching/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/jobs: a company posts and manages its jobs (each answered with the job as its page shows
// it); a job seeker reads a job's match score and the jobs recommended for them.

export const postJob = (posting: TJobPostingInput) =>
  apiRequest<TJobDetail>("/api/jobs", { method: "POST", body: posting });

export const updateJob = (jobId: number, posting: TJobPostingInput) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}`, { method: "PUT", body: posting });

export const changeJobStatus = (jobId: number, status: TStoredJobStatus) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/status`, { method: "POST", body: { status } });

export const extendJob = (jobId: number) => apiRequest<TJobDetail>(`/api/jobs/${jobId}/extend`, { method: "POST" });

export const duplicateJob = (jobId: number) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/duplicate`, { method: "POST" });

export const deleteJob = (jobId: number) => apiRequest<{ ok: true }>(`/api/jobs/${jobId}`, { method: "DELETE" });

/** The score of the resume named against the job, else of the seeker's most recently updated one. */
export const fetchMatchScore = (input: { jobId: number; resumeId?: number }) =>
  apiRequest<TMatchScoreAnswer>(
    `/api/jobs/${input.jobId}/match-score` +
      (input.resumeId === undefined ? "" : `?${new URLSearchParams({ resumeId: String(input.resumeId) })}`),
  );

/** The seeker's "Recommended for you". */
export const getRecommendedJobs = () => apiRequest<TRecommendations>("/api/jobs/recommended");
