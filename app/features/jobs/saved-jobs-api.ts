import type { z } from "zod";
import type { ZSaveJobSchema } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

type TSavedState = { jobId: number; isSaved: boolean };

export const saveJob = (body: z.input<typeof ZSaveJobSchema>) =>
  apiRequest<TSavedState>("/api/saved-jobs", { method: "POST", body });

export const unsaveJob = (jobId: number) => apiRequest<TSavedState>(`/api/saved-jobs/${jobId}`, { method: "DELETE" });
