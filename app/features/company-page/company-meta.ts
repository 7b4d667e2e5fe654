import type { MetaDescriptor } from "react-router";
import { buildOrganizationJsonLd } from "@common/companies/organization-json-ld";
import type { TPublicCompany } from "@common/companies/profile";
import type { TTranslate } from "@common/i18n";
import { buildMeta, summarize } from "~/lib/seo";

const DESCRIPTION_MAX = 160;

/**
 * The company page's head: its name in the title, how many jobs it has open and the start of
 * its description, the canonical /companies/{id}-{slug}, and one Organization (JSON-LD).
 */
export function buildCompanyPageMeta(
  company: TPublicCompany,
  options: { publicUrl: string; t: TTranslate; matches: readonly unknown[] },
): MetaDescriptor[] {
  const { publicUrl, t, matches } = options;
  const count = company.jobs.length;
  const lead = count
    ? t("companyPage.meta.description", { name: company.name, count })
    : t("companyPage.meta.descriptionNoJobs", { name: company.name });
  return buildMeta({
    t,
    matches,
    title: t("companyPage.meta.title", { name: company.name }),
    description: summarize(`${lead} ${company.description ?? ""}`, DESCRIPTION_MAX),
    keywords: [company.name, company.industry, company.city, company.country, "jobs"].filter((word): word is string =>
      Boolean(word),
    ),
    path: company.path,
    publicUrl,
    // Link previews take a photo, not the generated SVG: only an uploaded logo is one.
    image: company.logoUrl.startsWith("/uploads/") ? `${publicUrl}${company.logoUrl}` : undefined,
    jsonLd: buildOrganizationJsonLd(company, { publicUrl }),
  });
}
