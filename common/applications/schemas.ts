import { z } from "zod";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import type { TJobStatus, TWorkType } from "../jobs/schemas";
import {
  APPLICATION_STATUSES,
  COMPANY_SETTABLE_STATUSES,
  type TApplicationActorRole,
  type TApplicationStatus,
} from "./pipeline";

// The applications API's contract (issue 13): request bodies and the answers' shapes. Messages
// are keys of the message catalogue (common/i18n/en).

const databaseId = z.coerce
  .number({ error: "validation.invalidNumber" })
  .int({ error: "validation.invalidNumber" })
  .positive({ error: "validation.invalidNumber" })
  .max(MAX_DATABASE_INTEGER, { error: "validation.invalidNumber" });

/** POST /api/applications: the job, and the saved resume to send. The applicant is the session's user. */
export const ZApplySchema = z.object({
  jobId: databaseId,
  resumeId: z.coerce
    .number({ error: "applications.errors.resumeRequired" })
    .int({ error: "applications.errors.resumeRequired" })
    .positive({ error: "applications.errors.resumeRequired" })
    .max(MAX_DATABASE_INTEGER, { error: "applications.errors.resumeRequired" }),
});
export type TApply = z.output<typeof ZApplySchema>;

/** PUT /api/applications/{id}/status: a stage of the pipeline; "withdrawn" is the applicant's alone. */
export const ZApplicationStatusSchema = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: "applications.errors.invalidStatus" })
    .refine((status) => (COMPANY_SETTABLE_STATUSES as readonly string[]).includes(status), {
      error: "applications.errors.applicantWithdraws",
    }),
});
export type TApplicationStatusBody = z.output<typeof ZApplicationStatusSchema>;

/** The job as it was when the application was sent. */
export interface TApplicationJobSnapshot {
  id: number;
  title: string;
  company: string;
  companyId: number | null;
  location: string;
  country: string;
  city: string | null;
  workType: TWorkType;
  employmentType: string;
  description: string;
  requirements: string[];
  benefits: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  status: TJobStatus;
  createdAt: string;
  expiresAt: string;
}

/** An application as the API answers it. */
export interface TApplication {
  id: number;
  jobId: number;
  resumeId: number | null;
  status: TApplicationStatus;
  /** Null once the applicant deleted their account. */
  applicantName: string | null;
  applicantEmail: string | null;
  resumeTitle: string;
  resumeTemplate: string;
  /** The job as sent: the title, company and location stay what the applicant saw. */
  job: TApplicationJobSnapshot;
  appliedAt: string;
  updatedAt: string;
}

/** One move of an application through the pipeline. */
export interface TApplicationStatusChange {
  fromStatus: TApplicationStatus | null;
  toStatus: TApplicationStatus;
  actorRole: TApplicationActorRole;
  changedAt: string;
}

/** GET /api/dashboard/stats: applied counts all but withdrawn; offers includes hired. */
export interface TDashboardStats {
  applied: number;
  reviewing: number;
  interviews: number;
  offers: number;
}
