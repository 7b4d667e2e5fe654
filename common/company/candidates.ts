import { z } from "zod";
import { MAX_PAGE } from "../jobs/schemas";
import type { TCandidateCard } from "../job-seeker-profile/candidate-card";
import type { TMatchScore } from "../matching/schemas";

// The company's ranked candidates for one of its jobs: GET /api/company/jobs/{id}/candidates.
// Only job seekers whose profile is visible and names a resume ever appear.

export const CANDIDATES_PAGE_SIZE = 20;

export const ZJobCandidatesQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "validation.invalidNumber" })
      .int({ error: "validation.invalidNumber" })
      .min(1, { error: "validation.pageRange" })
      .max(MAX_PAGE, { error: "validation.pageRange" })
      .default(1),
  ),
});

/** One ranked candidate: the card the directory shows and the match that ranks it. */
export interface TJobCandidate {
  userId: number;
  card: TCandidateCard;
  match: TMatchScore;
}

export interface TJobCandidatesPage {
  candidates: TJobCandidate[];
  page: number;
  pageSize: number;
  /** Every visible candidate ranked (the pages' total is ceil(total / pageSize)). */
  total: number;
}
