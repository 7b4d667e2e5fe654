import type { TApplicationStatus } from "../applications/pipeline";

/** One application on a job's pipeline board (GET /api/company/jobs/{id}/applicants). */
export interface TJobApplicant {
  id: number;
  status: TApplicationStatus;
  /** Null once the applicant deleted their account (the record is anonymised). */
  applicantName: string | null;
  applicantEmail: string | null;
  /** The title of the resume as it was sent. */
  resumeTitle: string;
  appliedAt: string;
  updatedAt: string;
}
