// PUT /api/company/profile: a company writes its whole profile. A new name is also written on
// every job of the company (`jobs.company`, which the job search's ?company= filter, its search
// vector and the search index's change log read), in the same transaction; the job as sent in
// an application (its frozen copy) stays as it was.
import { and, eq, ne } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import {
  COMPANY_SOCIAL_NETWORKS,
  type TCompanyOwnProfile,
  type TCompanyProfileUpdate,
} from "@common/companies/profile";
import type { TDatabase } from "../../db/client";
import { companies, jobs, type TCompanyRow } from "../../db/schema";
import { assertCompanyProfileEditor, ownCompanyRow, toOwnProfile } from "./company-profile";

/** The addresses given, without the networks left empty. */
function storedSocialLinks(links: TCompanyProfileUpdate["socialLinks"]): TCompanyRow["socialLinks"] {
  return Object.fromEntries(
    COMPANY_SOCIAL_NETWORKS.flatMap((network) => (links[network] ? [[network, links[network]]] : [])),
  );
}

/** Writes the profile (already checked by ZCompanyProfileUpdateSchema) and answers it as stored. */
export async function updateCompanyProfile(
  context: { db: TDatabase },
  options: { user: Pick<TPublicUser, "id" | "userType">; profile: TCompanyProfileUpdate },
): Promise<TCompanyOwnProfile> {
  assertCompanyProfileEditor(options.user);
  const { profile } = options;
  return context.db.transaction(async (tx) => {
    const before = await ownCompanyRow(tx, { userId: options.user.id, forUpdate: true });
    const [row] = await tx
      .update(companies)
      .set({
        name: profile.name,
        website: profile.website,
        industry: profile.industry,
        size: profile.size,
        country: profile.country,
        city: profile.city,
        description: profile.description,
        foundedYear: profile.foundedYear,
        socialLinks: storedSocialLinks(profile.socialLinks),
        contactName: profile.contactName,
        contactTitle: profile.contactTitle,
      })
      .where(eq(companies.id, before.id))
      .returning();
    await tx
      .update(jobs)
      .set({ company: row.name })
      .where(and(eq(jobs.companyId, row.id), ne(jobs.company, row.name)));
    return toOwnProfile(row);
  });
}
