import type { TFunction } from "i18next";
import { COMPANY_SIZES, INDUSTRIES, type TCompanySize, type TIndustry } from "@common/company";

// Industry and size labels are the registration form's, so a company reads the same words
// here as when it signed up.
export function industryLabel(t: TFunction, industry: string): string {
  return (INDUSTRIES as readonly string[]).includes(industry)
    ? t(`registerCompany.industries.${industry as TIndustry}`)
    : industry;
}

export function sizeLabel(t: TFunction, size: string): string {
  return (COMPANY_SIZES as readonly string[]).includes(size)
    ? t(`registerCompany.sizes.${size as TCompanySize}`)
    : size;
}

// The initials the generated logo draws (GET /api/companies/{id}/logo) stand in for a logo here.
export { companyInitials } from "@common/companies/generated-logo";

/** "acme.example.com" for "https://www.acme.example.com/about". */
export function websiteHost(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, "");
  } catch {
    return website;
  }
}
