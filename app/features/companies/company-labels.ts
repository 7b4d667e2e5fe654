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

/** Up to two initials for a logo stand-in: "Nimbus Cloudworks" → "NC". */
export function companyInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  const letterWords = words.filter((word) => /^\p{L}/u.test(word));
  const picked = (letterWords.length ? letterWords : words).slice(0, 2);
  return picked
    .map((word) => [...word][0])
    .join("")
    .toUpperCase();
}

/** "acme.example.com" for "https://www.acme.example.com/about". */
export function websiteHost(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, "");
  } catch {
    return website;
  }
}
