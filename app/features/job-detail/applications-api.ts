import type { TApplication } from "@common/applications/schemas";
import { apiRequest } from "~/lib/api-client";

// Applying from the job page: one call.

export const applyToJob = (input: { jobId: number; resumeId: number }) =>
  apiRequest<TApplication>("/api/applications", { method: "POST", body: input });
