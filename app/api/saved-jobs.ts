import type { z } from "zod";
import type { TJob, ZSaveJobSchema } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/saved-jobs: a job seeker's saved jobs. Saving and removing answer the job's new state.

export type TSavedJobState = { jobId: number; isSaved: boolean };

export const listSavedJobs = () =>
  apiRequest<{ jobs: TJob[]; jobIds: number[] }>("/api/saved-jobs").then((answer) => answer.jobs);

export const saveJob = (body: z.input<typeof ZSaveJobSchema>) =>
  apiRequest<TSavedJobState>("/api/saved-jobs", { method: "POST", body });

export const unsaveJob = (jobId: number) =>
  apiRequest<TSavedJobState>(`/api/saved-jobs/${jobId}`, { method: "DELETE" });
