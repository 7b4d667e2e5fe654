import { z } from "zod";
import { COMPANY_SIZES, INDUSTRIES, type TCompanySize, type TIndustry } from "../company";
import { getCountry, isCityOf } from "../locations";
import { nullableCountry } from "../validation/country";
import { optionalText, requiredText } from "../validation/text";
import { optionalWebAddress } from "../validation/web-address";

// A company's own profile (docs/product.md#companies): what /settings' Company section edits
// through GET/PUT /api/company/profile, and what its public page /companies/{id}-{slug} shows.

export const COMPANY_NAME_MAX = 100;
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_CONTACT_MAX = 100;
export const COMPANY_WEB_ADDRESS_MAX = 2048;
/** The earliest founding year a profile takes; the latest is the current year. */
export const COMPANY_FOUNDED_MIN = 1800;

export const COMPANY_SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "instagram"] as const;
export type TCompanySocialNetwork = (typeof COMPANY_SOCIAL_NETWORKS)[number];
export type TCompanySocialLinks = Record<TCompanySocialNetwork, string | null>;

const nullableWebAddress = () =>
  optionalWebAddress(COMPANY_WEB_ADDRESS_MAX)
    .nullable()
    .transform((value) => value ?? null);
const nullableText = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((value) => value ?? null);
const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: "validation.invalidOption" })
    .nullish()
    .transform((value) => value ?? null);

/**
 * PUT /api/company/profile: the whole editable profile. Absent, null or blank optional fields are
 * cleared; web addresses are http(s) only (a typed "example.com" gains "https://"); the city must
 * be one of the country's listed cities; the founding year lies between 1800 and this year.
 */
export const ZCompanyProfileUpdateSchema = z
  .object(
    {
      name: requiredText(COMPANY_NAME_MAX),
      website: nullableWebAddress(),
      industry: nullableEnum(INDUSTRIES),
      size: nullableEnum(COMPANY_SIZES),
      country: nullableCountry(),
      city: nullableText(COMPANY_CONTACT_MAX),
      description: nullableText(COMPANY_DESCRIPTION_MAX),
      foundedYear: z
        .number({ error: "validation.invalidNumber" })
        .int({ error: "validation.invalidNumber" })
        .nullish()
        .transform((value) => value ?? null),
      socialLinks: z
        .object(
          {
            linkedin: nullableWebAddress(),
            x: nullableWebAddress(),
            facebook: nullableWebAddress(),
            instagram: nullableWebAddress(),
          },
          { error: "validation.invalidValue" },
        )
        .nullish()
        .transform((value) => value ?? { linkedin: null, x: null, facebook: null, instagram: null }),
      contactName: requiredText(COMPANY_CONTACT_MAX),
      contactTitle: nullableText(COMPANY_CONTACT_MAX),
    },
    { error: "validation.invalidValue" },
  )
  .superRefine((profile, context) => {
    if (profile.city !== null) {
      const country = getCountry(profile.country);
      if (!country) {
        context.addIssue({ code: "custom", path: ["city"], message: "companyProfile.validation.cityNeedsCountry" });
      } else if (!isCityOf(country.name, profile.city)) {
        context.addIssue({ code: "custom", path: ["city"], message: "validation.invalidOption" });
      }
    }
    const year = profile.foundedYear;
    if (year !== null && (year < COMPANY_FOUNDED_MIN || year > new Date().getUTCFullYear())) {
      context.addIssue({ code: "custom", path: ["foundedYear"], message: "companyProfile.validation.foundedYear" });
    }
  });
export type TCompanyProfileUpdateInput = z.input<typeof ZCompanyProfileUpdateSchema>;
export type TCompanyProfileUpdate = z.output<typeof ZCompanyProfileUpdateSchema>;

/** GET/PUT /api/company/profile's answer: the signed-in company's own profile. */
export interface TCompanyOwnProfile {
  id: number;
  name: string;
  website: string | null;
  industry: TIndustry | null;
  size: TCompanySize | null;
  /** The country's name, and its ISO code as `countryCode`. */
  country: string | null;
  countryCode: string | null;
  city: string | null;
  description: string | null;
  foundedYear: number | null;
  socialLinks: TCompanySocialLinks;
  contactName: string | null;
  contactTitle: string | null;
  /** The logo shown: the uploaded one (/uploads/…) or the generated one (/api/companies/{id}/logo). */
  logoUrl: string;
  /** True when the company uploaded its logo (so "Remove logo" applies). */
  hasUploadedLogo: boolean;
  /** The public page's path, /companies/{id}-{slug}. */
  publicPath: string;
}

/** POST/DELETE /api/company/logo's answer. */
export interface TCompanyLogoAnswer {
  logoUrl: string;
  hasUploadedLogo: boolean;
}

/** One open job on a company's public page. */
export interface TPublicCompanyJob {
  id: number;
  title: string;
  location: string;
  jobType: string;
  workType: string;
  postedAt: string;
}

/** GET /api/companies/{id}: the public page's data. No contact person: the page is public. */
export interface TPublicCompany {
  id: number;
  name: string;
  slug: string;
  /** The page's path, /companies/{id}-{slug}. */
  path: string;
  logoUrl: string;
  website: string | null;
  industry: string | null;
  size: string | null;
  country: string | null;
  countryCode: string | null;
  city: string | null;
  description: string | null;
  foundedYear: number | null;
  socialLinks: TCompanySocialLinks;
  /** Its listed jobs, newest first (the one "listed" rule). */
  jobs: TPublicCompanyJob[];
}
