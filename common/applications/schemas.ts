import { z } from "zod";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import { requiredText } from "../validation/text";
import type { TJobStatus, TWorkType } from "../jobs/schemas";
import { isTimeZone } from "./interview-time";
import {
  APPLICATION_STATUSES,
  COMPANY_SETTABLE_STATUSES,
  type TApplicationActorRole,
  type TApplicationStatus,
} from "./pipeline";

// The applications API's contract: request bodies and the answers' shapes. Messages
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

export const NOTE_MAX = 5000;

/** POST /api/applications/{id}/notes: a private note of the hiring side, kept as plain text. */
export const ZApplicationNoteSchema = z.object({ body: requiredText(NOTE_MAX) });
export type TApplicationNoteBody = z.output<typeof ZApplicationNoteSchema>;

/** A private note as the API answers it. */
export interface TApplicationNote {
  id: number;
  body: string;
  /** Null once the author's account is gone. */
  authorName: string | null;
  createdAt: string;
}

export const INTERVIEW_LOCATION_MAX = 500;

/**
 * POST /api/applications/{id}/interviews: the date and time as the company enters them, in the
 * IANA time zone they are in, how long, and a place or a video-call link. The server also
 * refuses a time in the past (field `date`).
 */
export const ZScheduleInterviewSchema = z.object({
  date: z
    .string({ error: "validation.required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "applications.errors.invalidDate" })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: "applications.errors.invalidDate",
      },
    ),
  time: z
    .string({ error: "validation.required" })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "applications.errors.invalidTime" }),
  timeZone: z
    .string({ error: "validation.required" })
    .refine(isTimeZone, { error: "applications.errors.invalidTimeZone" }),
  durationMinutes: z.coerce
    .number({ error: "validation.invalidNumber" })
    .int({ error: "validation.invalidNumber" })
    .min(15, { error: "applications.errors.invalidDuration" })
    .max(480, { error: "applications.errors.invalidDuration" })
    .default(60),
  location: requiredText(INTERVIEW_LOCATION_MAX),
});
export type TScheduleInterview = z.output<typeof ZScheduleInterviewSchema>;

/** An interview as the API answers it. */
export interface TInterview {
  id: number;
  applicationId: number;
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  location: string;
}

/** The job as it was when the application was sent. */
export interface TApplicationJobSnapshot {
  id: number;
  title: string;
  company: string;
  companyId: number | null;
  location: string;
  country: string;
  /** Computed when answered: the country's ISO code, null for one outside the supported list. */
  countryCode: string | null;
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
  /** Null once the job was removed with its company's account; `job` still says what it was. */
  jobId: number | null;
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
