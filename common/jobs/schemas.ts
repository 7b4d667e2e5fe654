import { z } from "zod";
import { COMPANY_SIZE_GROUPS } from "../company";
import type { TJobOrigin } from "../job-import/sources";
import { optionalCountry } from "../validation/country";
import { emptyToUndefined, optionalEnum, optionalQueryText, queryPage } from "../validation/query";

// The job contract: GET /api/jobs, GET /api/jobs/{id}, saved jobs.
export const WORK_TYPES = ["remote", "hybrid", "onsite"] as const;
export type TWorkType = (typeof WORK_TYPES)[number];

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "freelance", "internship", "temporary"] as const;
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_STATUSES = ["draft", "active", "paused", "closed", "expired"] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/**
 * "match" (Best match) ranks by the signed-in job seeker's match score and needs a resume;
 * the others are for everyone.
 */
export const JOB_SORTS = ["relevance", "recent", "salary_desc", "salary_asc", "match"] as const;
export type TJobSort = (typeof JOB_SORTS)[number];

export const COMPANY_SIZE_FILTERS = Object.keys(COMPANY_SIZE_GROUPS) as (keyof typeof COMPANY_SIZE_GROUPS)[];

/** A job lives this long after it is posted unless extended. */
export const JOB_LISTING_DAYS = 30;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;

export const ZJobSearchQuerySchema = z.object({
  search: optionalQueryText(MAX_SEARCH_LENGTH),
  /** Free-text location, as the spec's filter carries; matched against location and city. */
  location: optionalQueryText(100),
  /** One of the supported countries, by name or ISO code; searched as the name. */
  country: z.preprocess(emptyToUndefined, optionalCountry()),
  city: optionalQueryText(100),
  workType: optionalEnum(WORK_TYPES),
  /** `min-max` or `min+`, in the selected country's currency (USD when no country). */
  salaryRange: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,12}(-\d{1,12}|\+)$/, { error: "validation.invalidSalaryRange" })
      .optional(),
  ),
  companySize: optionalEnum(COMPANY_SIZE_FILTERS as unknown as [string, ...string[]]),
  company: optionalQueryText(100),
  sort: optionalEnum(JOB_SORTS),
  page: queryPage(MAX_PAGE),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "validation.invalidNumber" })
      .int({ error: "validation.invalidNumber" })
      .min(1, { error: "validation.pageSizeRange" })
      .max(MAX_PAGE_SIZE, { error: "validation.pageSizeRange" })
      .default(DEFAULT_PAGE_SIZE),
  ),
});
export type TJobSearchQuery = z.output<typeof ZJobSearchQuerySchema>;

/** A job as the API answers it. Salaries are annual, in `currency`. */
export interface TJob {
  id: number;
  title: string;
  company: string;
  companyId: number | null;
  companyLogo: string | null;
  location: string;
  country: string;
  /** The country's ISO code ("AE"); null for a country outside the supported list. */
  countryCode: string | null;
  city: string | null;
  description: string;
  workType: TWorkType;
  employmentType: TEmploymentType;
  requirements: string[];
  benefits: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  status: TJobStatus;
  createdAt: string;
  expiresAt: string;
  applicationCount: number;
  /** "Urgent hiring": a badge on cards and the job page. */
  urgent: boolean;
}

/**
 * A job in the search's answer. For a signed-in job seeker with a resume, `matchScore` is the
 * job's match score (0-100) from their most recently updated resume; absent for everyone else.
 */
export interface TJobSearchHit extends TJob {
  matchScore?: number;
}

/** GET /api/jobs/{id} adds the hiring company's public profile (for "About {company}"). */
export interface TJobDetail extends TJob {
  companyProfile: {
    name: string;
    description: string | null;
    website: string | null;
    industry: string | null;
    size: string | null;
    country: string | null;
    countryCode: string | null;
    city: string | null;
    logoUrl: string | null;
  } | null;
  /** The skill names the job asks for ("TypeScript"), apart from the requirement sentences. */
  skills: string[];
  /** False for closed, paused or expired jobs: the page stays, applying does not. */
  isAcceptingApplications: boolean;
  /** "internal" for a job posted here; an imported job's source kind. */
  source: TJobOrigin;
  /** An imported job's address on the company's site, where one applies; null: apply here. */
  applyUrl: string | null;
}

export interface TJobSearchResult {
  jobs: TJobSearchHit[];
  total: number;
  page: number;
  pageSize: number;
}

export const ZSaveJobSchema = z.object({
  jobId: z.coerce
    .number({ error: "validation.invalidNumber" })
    .int({ error: "validation.invalidNumber" })
    .positive({ error: "validation.invalidNumber" }),
});
