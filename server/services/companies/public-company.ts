// A company's public page, /companies/{id}-{slug}, and GET /api/companies/{id} (docs/product.md#companies):
// its profile and its listed jobs, for anyone, signed in or not. The contact person stays out:
// the page is public.
import { and, desc, eq } from "drizzle-orm";
import { companyPath, companySlug } from "@common/companies/company-path";
import { COMPANY_SOCIAL_NETWORKS, type TPublicCompany, type TCompanySocialLinks } from "@common/companies/profile";
import { isDatabaseId } from "@common/validation/ids";
import { countryFields } from "@common/validation/country";
import type { TAppContext } from "../../context";
import { companies, jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { listedCondition } from "../jobs/listed";
import { shownLogoUrl } from "./company-profile";

/** The most jobs the page lists; the job search ("View all jobs") has the rest. */
export const PUBLIC_COMPANY_JOBS_MAX = 100;

/** An http(s) address as it was stored; null for anything a link must not point at. */
function webAddressOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

function publicSocialLinks(stored: Partial<Record<string, string>> | null): TCompanySocialLinks {
  return Object.fromEntries(
    COMPANY_SOCIAL_NETWORKS.map((network) => [network, webAddressOrNull(stored?.[network])]),
  ) as TCompanySocialLinks;
}

/**
 * The public profile of one company and its listed jobs (services/jobs/listed.ts), newest first.
 * An unknown id is NOT_FOUND; a company with no listed job is still a page.
 */
export async function getPublicCompany(
  context: Pick<TAppContext, "db">,
  options: { id: number; now?: Date },
): Promise<TPublicCompany> {
  const { id } = options;
  if (!isDatabaseId(id)) throw new AppError("NOT_FOUND", "errors.notFound");
  const now = options.now ?? new Date();
  const [[company], jobRows] = await Promise.all([
    context.db
      .select({
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
        website: companies.website,
        industry: companies.industry,
        size: companies.size,
        country: companies.country,
        city: companies.city,
        description: companies.description,
        foundedYear: companies.foundedYear,
        socialLinks: companies.socialLinks,
      })
      .from(companies)
      .where(eq(companies.id, id))
      .limit(1),
    context.db
      .select({
        id: jobs.id,
        title: jobs.title,
        location: jobs.location,
        jobType: jobs.employmentType,
        workType: jobs.workType,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, id), listedCondition(now)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PUBLIC_COMPANY_JOBS_MAX),
  ]);
  if (!company) throw new AppError("NOT_FOUND", "errors.notFound");
  return {
    id: company.id,
    name: company.name,
    slug: companySlug(company.name),
    path: companyPath(company),
    logoUrl: shownLogoUrl(company),
    website: webAddressOrNull(company.website),
    industry: company.industry,
    size: company.size,
    ...countryFields(company.country),
    city: company.city,
    description: company.description,
    foundedYear: company.foundedYear,
    socialLinks: publicSocialLinks(company.socialLinks),
    jobs: jobRows.map(({ createdAt, ...job }) => ({ ...job, postedAt: new Date(createdAt).toISOString() })),
  };
}
