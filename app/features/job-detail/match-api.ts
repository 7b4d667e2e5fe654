import type { TMatchScoreAnswer } from "@common/matching/schemas";
import { apiRequest } from "~/lib/api-client";

// The job page's match score tile (issue 14): the signed-in seeker's resume against this job.

/** The score of the resume named, else of the seeker's most recently updated one. */
export const fetchMatchScore = (input: { jobId: number; resumeId?: number }) =>
  apiRequest<TMatchScoreAnswer>(
    `/api/jobs/${input.jobId}/match-score` +
      (input.resumeId === undefined ? "" : `?${new URLSearchParams({ resumeId: String(input.resumeId) })}`),
  );
