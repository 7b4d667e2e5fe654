// POST and DELETE /api/company/logo: a company's own logo, checked, fitted whole on a
// transparent square and stored by the uploads module (decision 016, purpose "companyLogo");
// the company points to it. A new logo replaces the old one; removing it goes back to the
// generated logo (/api/companies/{id}/logo).
import { eq } from "drizzle-orm";
import type { TPublicUser } from "@common/auth/schemas";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";
import type { TCompanyLogoAnswer } from "@common/companies/profile";
import { generatedLogoPath } from "@common/companies/generated-logo";
import type { TDatabase } from "../../db/client";
import { companies } from "../../db/schema";
import { deleteUserUploads, prepareImageUpload, replaceUserUpload } from "../../platform/uploads/uploads";
import { assertCompanyProfileEditor, ownCompanyRow } from "./company-profile";

/**
 * Makes the image the company's logo: the old logo's upload is deleted and the company points to
 * the new one's URL, in one transaction. Refuses (before any write) a file over 1 MB (413), one
 * that is not a JPEG, PNG or GIF by its bytes (415) and one that does not decode (400).
 */
export async function setCompanyLogo(
  context: { db: TDatabase },
  options: { user: Pick<TPublicUser, "id" | "userType">; bytes: Uint8Array },
): Promise<TCompanyLogoAnswer> {
  assertCompanyProfileEditor(options.user);
  await ownCompanyRow(context.db, { userId: options.user.id });
  const upload = await prepareImageUpload("companyLogo", { bytes: options.bytes, field: COMPANY_LOGO_FIELD });
  return context.db.transaction(async (tx) => {
    const company = await ownCompanyRow(tx, { userId: options.user.id, forUpdate: true });
    const logoUrl = await replaceUserUpload(tx, { userId: options.user.id, upload });
    await tx.update(companies).set({ logoUrl }).where(eq(companies.id, company.id));
    return { logoUrl, hasUploadedLogo: true };
  });
}

/** "Remove logo": the upload goes and the company shows its generated logo again. */
export async function removeCompanyLogo(
  context: { db: TDatabase },
  options: { user: Pick<TPublicUser, "id" | "userType"> },
): Promise<TCompanyLogoAnswer> {
  assertCompanyProfileEditor(options.user);
  return context.db.transaction(async (tx) => {
    const company = await ownCompanyRow(tx, { userId: options.user.id, forUpdate: true });
    await deleteUserUploads(tx, { userId: options.user.id, purpose: "companyLogo" });
    const logoUrl = generatedLogoPath(company.id);
    await tx.update(companies).set({ logoUrl }).where(eq(companies.id, company.id));
    return { logoUrl, hasUploadedLogo: false };
  });
}
