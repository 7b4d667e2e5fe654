import { z } from "zod";
import type { TApplicationStatus } from "../applications/pipeline";

/** One application on a job's pipeline board (GET /api/company/jobs/{id}/applicants). */
export interface TJobApplicant {
  id: number;
  status: TApplicationStatus;
  /** Null once the applicant deleted their account (the record is anonymised). */
  applicantName: string | null;
  applicantEmail: string | null;
  /** The applicant's account (the contact dialog writes to it); null once it is deleted. */
  applicantUserId: number | null;
  /** The title of the resume as it was sent. */
  resumeTitle: string;
  appliedAt: string;
  updatedAt: string;
  /** The resume as sent scored against the job (0-100), under every sort. */
  matchScore: number;
}

/**
 * How a job's applicants are ordered (each board column keeps this order): "applied", the
 * default, oldest application first; "newest" first; "match", best match first (the resume as
 * sent scored against the job; equal scores oldest first).
 */
export const APPLICANT_SORTS = ["applied", "newest", "match"] as const;
export type TApplicantSort = (typeof APPLICANT_SORTS)[number];

/** GET /api/company/jobs/{id}/applicants?sort=. */
export const ZJobApplicantsQuerySchema = z.object({
  sort: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(APPLICANT_SORTS, { error: "validation.invalidValue" }).default("applied"),
  ),
});
