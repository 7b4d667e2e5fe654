import { z } from "zod";
import { ZEmailSchema } from "../auth/schemas";
import { getCountry, isCityOf } from "../locations";
import { requiredCountry } from "../validation/country";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import { hasNoControlCharacters, optionalText, requiredText } from "../validation/text";
import { EMPLOYMENT_TYPES, WORK_TYPES, type TJob, type TJobStatus, type TWorkType } from "./schemas";

// One job schema: the body of POST /api/jobs and PUT /api/jobs/{id}, the /post-job form, the
// admin dialog and, in its import variant (ZImportedJobSchema), the importers. It is the posting
// form's state {companyName, companyEmail, jobTitle, jobType, salaryMin, salaryMax, description,
// requirements, benefits, urgent} with country, city and workType in place of the free-text
// location and the remote flag (decision 019). Messages are catalogue keys; each names its field
// by its path. HTML is text like any other: it is stored as typed and shown escaped.

export const JOB_TITLE_MAX = 150;
export const COMPANY_NAME_MAX = 100;
export const DESCRIPTION_MAX = 10_000;
/** Requirements and benefits: at most this many lines, each at most LIST_ITEM_MAX characters. */
export const LIST_ITEMS_MAX = 30;
export const LIST_ITEM_MAX = 300;

/** The statuses a job is stored with; "expired" is derived from the expiry date (jobDisplayStatus). */
export const STORED_JOB_STATUSES = ["draft", "active", "paused", "closed"] as const;
export type TStoredJobStatus = (typeof STORED_JOB_STATUSES)[number];

/**
 * The moves a company makes: publish a draft, pause, close, reopen. The same status again is
 * no move (answered as it is); anything else is refused.
 */
export const JOB_STATUS_MOVES: Record<TStoredJobStatus, readonly TStoredJobStatus[]> = {
  draft: ["active"],
  active: ["paused", "closed"],
  paused: ["active", "closed"],
  closed: ["active"],
};

/** Active with its listing ended reads "expired"; every other status reads as stored. */
export function jobDisplayStatus(job: { status: string; expiresAt: Date | string }, now: Date): TJobStatus {
  if (job.status === "active" && new Date(job.expiresAt).getTime() <= now.getTime()) return "expired";
  return job.status as TJobStatus;
}

// "Full-time" as the spec's select shows it, or "full-time" as the job stores it.
const jobType = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, "-") : value),
  z.enum(EMPLOYMENT_TYPES, {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalidOption"),
  }),
);

// One item per line (blank lines dropped), or a list; each item trimmed text.
const lines = (required: boolean) =>
  z
    .preprocess(
      (value) => {
        if (value === undefined || value === null) return [];
        if (typeof value === "string") return value.split(/\r?\n/);
        return value;
      },
      z.array(z.string({ error: "validation.invalidText" }), { error: "validation.invalidText" }),
    )
    .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
    .superRefine((items, context) => {
      if (required && items.length === 0) context.addIssue({ code: "custom", message: "validation.required" });
      else if (items.length > LIST_ITEMS_MAX)
        context.addIssue({ code: "custom", message: "postJob.validation.tooManyLines" });
      else if (items.some((item) => item.length > LIST_ITEM_MAX))
        context.addIssue({ code: "custom", message: "postJob.validation.lineTooLong" });
      else if (!items.every(hasNoControlCharacters))
        context.addIssue({ code: "custom", message: "validation.invalidCharacters" });
    });

// A yearly amount: a whole number from 0, or empty (null). The form sends its text.
const salary = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "string") {
      const text = value.trim().replace(/[,\s]/g, "");
      if (text === "") return null;
      return /^-?\d+$/.test(text) ? Number(text) : value;
    }
    return value;
  },
  z
    .number({ error: "validation.invalidNumber" })
    .int({ error: "validation.invalidNumber" })
    .min(0, { error: "postJob.validation.salaryNegative" })
    .max(MAX_DATABASE_INTEGER, { error: "postJob.validation.salaryTooLarge" })
    .nullable(),
);

// The fields every variant of the one job schema shares, and its rules across fields.
const postingFields = {
  jobTitle: requiredText(JOB_TITLE_MAX),
  jobType,
  country: requiredCountry(),
  workType: z.enum(WORK_TYPES, {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalidOption"),
  }),
  salaryMin: salary,
  salaryMax: salary,
  description: requiredText(DESCRIPTION_MAX),
  benefits: lines(false),
  urgent: z.boolean({ error: "validation.invalidValue" }).default(false),
};

function refinePosting(
  posting: { country: string; city: string | null; salaryMin: number | null; salaryMax: number | null },
  context: z.RefinementCtx,
) {
  // An unknown country is its own field's error; the city is judged against a known one.
  if (posting.city !== null && getCountry(posting.country) && !isCityOf(posting.country, posting.city)) {
    context.addIssue({ code: "custom", path: ["city"], message: "postJob.validation.cityOfCountry" });
  }
  if (posting.salaryMin !== null && posting.salaryMax !== null && posting.salaryMin > posting.salaryMax) {
    context.addIssue({ code: "custom", path: ["salaryMax"], message: "postJob.validation.salaryOrder" });
  }
}

export const ZJobPostingSchema = z
  .object(
    {
      ...postingFields,
      /** Only an administrator's is used; a company posts as its own company profile. */
      companyName: optionalText(COMPANY_NAME_MAX)
        .nullish()
        .transform((value) => value ?? null),
      /** The contact e-mail: where new-applicant mail goes. */
      companyEmail: ZEmailSchema,
      city: requiredText(100),
      requirements: lines(true),
    },
    { error: "validation.invalidValue" },
  )
  .superRefine(refinePosting);
export type TJobPostingInput = z.input<typeof ZJobPostingSchema>;
export type TJobPosting = z.output<typeof ZJobPostingSchema>;

/**
 * A job an importer writes (server/services/job-import/map-posting.ts), without a user: the same
 * fields and rules, but the company is named, there is no contact e-mail (one applies on the
 * company's site), requirements may be empty, and the city is null when the source's is not in
 * our list (the location then names the source's city).
 */
export const ZImportedJobSchema = z
  .object(
    {
      ...postingFields,
      companyName: requiredText(COMPANY_NAME_MAX),
      city: requiredText(100).nullable(),
      requirements: lines(false),
    },
    { error: "validation.invalidValue" },
  )
  .superRefine(refinePosting);
export type TImportedJob = z.output<typeof ZImportedJobSchema>;

/** The body of POST /api/jobs/{id}/status. */
export const ZJobStatusChangeSchema = z.object({
  status: z.enum(STORED_JOB_STATUSES, {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalidOption"),
  }),
});
export type TJobStatusChange = z.output<typeof ZJobStatusChangeSchema>;

/** A job in GET /api/company/jobs: its status with "expired" derived, applicants and page views. */
export interface TCompanyJob extends TJob {
  /** The posting's contact e-mail (companyEmail), where new-applicant mail goes. */
  contactEmail: string | null;
  applicantCount: number;
  views: number;
}

/**
 * The posting form's values: every control holds text (salaries too, as typed), urgent a flag;
 * requirements and benefits one per line. Editing a job starts from its own (jobPostingForm).
 */
export interface TJobPostingForm {
  companyName: string;
  companyEmail: string;
  jobTitle: string;
  jobType: string;
  country: string;
  city: string;
  workType: TWorkType;
  salaryMin: string;
  salaryMax: string;
  description: string;
  requirements: string;
  benefits: string;
  urgent: boolean;
}

/** GET /api/jobs/{id}/posting: the form's values, and the country's ISO code beside its name. */
export type TJobPostingAnswer = TJobPostingForm & { countryCode: string | null };

/** What /post-job fills in: the company posted as (null: an administrator names it), contact and place. */
export interface TPostingDefaults {
  companyName: string | null;
  contactEmail: string;
  country: string;
  countryCode: string | null;
  city: string;
}
