import type { TJob } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

export const listSavedJobs = () =>
  apiRequest<{ jobs: TJob[]; jobIds: number[] }>("/api/saved-jobs").then((answer) => answer.jobs);

export const unsaveJob = (jobId: number) => apiRequest<unknown>(`/api/saved-jobs/${jobId}`, { method: "DELETE" });
