import type { TJobPostingInput } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

// Posting a job (/post-job) and editing it (/post-job?edit={id}): each answered with the job as its page shows it.

export const postJob = (posting: TJobPostingInput) =>
  apiRequest<TJobDetail>("/api/jobs", { method: "POST", body: posting });

export const updateJob = (jobId: number, posting: TJobPostingInput) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}`, { method: "PUT", body: posting });
