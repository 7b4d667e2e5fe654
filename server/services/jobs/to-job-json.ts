import { isJobListed } from "@common/jobs/listed";
import type { TEmploymentType, TJob, TJobDetail, TJobStatus, TWorkType } from "@common/jobs/schemas";
import { countryCodeOf, countryFields } from "@common/validation/country";
import { companies, jobs, type TCompanyRow, type TJobRow } from "../../db/schema";

/** The columns toJobJson reads: a job row, plus the company's logo when the job has none. */
export type TJobRowForJson = Pick<
  TJobRow,
  | "id"
  | "title"
  | "company"
  | "companyId"
  | "companyLogo"
  | "location"
  | "country"
  | "city"
  | "description"
  | "workType"
  | "employmentType"
  | "requirements"
  | "benefits"
  | "salaryMin"
  | "salaryMax"
  | "currency"
  | "status"
  | "createdAt"
  | "expiresAt"
  | "applicationCount"
  | "urgent"
> & { companyLogoUrl?: string | null };

/** What toJobJson needs, without the large search vectors; select from jobs left join companies. */
export const jobJsonColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companyId: jobs.companyId,
  companyLogo: jobs.companyLogo,
  location: jobs.location,
  country: jobs.country,
  city: jobs.city,
  description: jobs.description,
  workType: jobs.workType,
  employmentType: jobs.employmentType,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  currency: jobs.currency,
  status: jobs.status,
  createdAt: jobs.createdAt,
  expiresAt: jobs.expiresAt,
  applicationCount: jobs.applicationCount,
  urgent: jobs.urgent,
  companyLogoUrl: companies.logoUrl,
};

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toJobJson(row: TJobRowForJson): TJob {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companyId: row.companyId,
    companyLogo: row.companyLogo ?? row.companyLogoUrl ?? null,
    location: row.location,
    country: row.country,
    countryCode: countryCodeOf(row.country),
    city: row.city,
    description: row.description,
    workType: row.workType as TWorkType,
    employmentType: row.employmentType as TEmploymentType,
    requirements: Array.isArray(row.requirements) ? row.requirements : [],
    benefits: Array.isArray(row.benefits) ? row.benefits : [],
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    status: row.status as TJobStatus,
    createdAt: toIso(row.createdAt),
    expiresAt: toIso(row.expiresAt),
    applicationCount: row.applicationCount,
    urgent: row.urgent,
  };
}

export type TCompanyProfileRow = Pick<
  TCompanyRow,
  "name" | "description" | "website" | "industry" | "size" | "country" | "city" | "logoUrl"
>;

/** What toJobDetailJson reads beyond jobJsonColumns. */
export const jobDetailColumns = {
  ...jobJsonColumns,
  skills: jobs.skills,
  source: jobs.source,
  applyUrl: jobs.applyUrl,
};

export function toJobDetailJson(
  row: TJobRowForJson & Pick<TJobRow, "skills" | "source" | "applyUrl">,
  company: TCompanyProfileRow | null,
  now: Date,
): TJobDetail {
  return {
    ...toJobJson(row),
    skills: Array.isArray(row.skills) ? row.skills : [],
    companyProfile: company
      ? {
          name: company.name,
          description: company.description,
          website: company.website,
          industry: company.industry,
          size: company.size,
          ...countryFields(company.country),
          city: company.city,
          logoUrl: company.logoUrl,
        }
      : null,
    // Applying is open only while the job is listed.
    isAcceptingApplications: isJobListed(row, now),
    source: row.source,
    applyUrl: row.applyUrl,
  };
}
