// The signed-in company's own profile (docs/product.md#companies), as /settings' Company section
// reads and edits it through /api/company/profile and /api/company/logo. Only a company account
// has one (permissions.editCompanyProfile); an account without its company row finds none.
import { eq } from "drizzle-orm";
import { permissions } from "@common/auth/permissions";
import type { TIndustry, TCompanySize } from "@common/company";
import { companyPath } from "@common/companies/company-path";
import { generatedLogoPath } from "@common/companies/generated-logo";
import { COMPANY_SOCIAL_NETWORKS, type TCompanyOwnProfile, type TCompanySocialLinks } from "@common/companies/profile";
import type { TPublicUser } from "@common/auth/schemas";
import { countryFields } from "@common/validation/country";
import type { TDatabase } from "../../db/client";
import { companies, type TCompanyRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";

/** Refuses, with 403, anyone but a company account. */
export function assertCompanyProfileEditor(user: Pick<TPublicUser, "userType">): void {
  assertPermitted(permissions.editCompanyProfile(user), "companyProfile.companiesOnly");
}

/** Whether the logo shown is one the company uploaded (an /uploads/ address). */
export function isUploadedLogo(logoUrl: string | null): logoUrl is string {
  return logoUrl?.startsWith("/uploads/") ?? false;
}

/** The logo a company shows: its uploaded one, or the generated one. */
export function shownLogoUrl(company: Pick<TCompanyRow, "id" | "logoUrl">): string {
  return isUploadedLogo(company.logoUrl) ? company.logoUrl : generatedLogoPath(company.id);
}

/** Every network, null where the company gave no address. */
export function socialLinksOf(stored: TCompanyRow["socialLinks"] | null): TCompanySocialLinks {
  return Object.fromEntries(
    COMPANY_SOCIAL_NETWORKS.map((network) => [network, stored?.[network] ?? null]),
  ) as TCompanySocialLinks;
}

export function toOwnProfile(row: TCompanyRow): TCompanyOwnProfile {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    industry: row.industry as TIndustry | null,
    size: row.size as TCompanySize | null,
    ...countryFields(row.country),
    city: row.city,
    description: row.description,
    foundedYear: row.foundedYear,
    socialLinks: socialLinksOf(row.socialLinks),
    contactName: row.contactName,
    contactTitle: row.contactTitle,
    logoUrl: shownLogoUrl(row),
    hasUploadedLogo: isUploadedLogo(row.logoUrl),
    publicPath: companyPath(row),
  };
}

/**
 * The account's company row (locked for the transaction's end with `forUpdate`); a company
 * account without one is a 404.
 */
export async function ownCompanyRow(
  db: Pick<TDatabase, "select">,
  options: { userId: number; forUpdate?: boolean },
): Promise<TCompanyRow> {
  const query = db.select().from(companies).where(eq(companies.userId, options.userId)).limit(1);
  const [row] = await (options.forUpdate ? query.for("update") : query);
  if (!row) throw new AppError("NOT_FOUND", "companyProfile.noCompany");
  return row;
}

/** GET /api/company/profile: the signed-in company's own profile. */
export async function getCompanyProfile(
  context: { db: TDatabase },
  options: { user: Pick<TPublicUser, "id" | "userType"> },
): Promise<TCompanyOwnProfile> {
  assertCompanyProfileEditor(options.user);
  return toOwnProfile(await ownCompanyRow(context.db, { userId: options.user.id }));
}
