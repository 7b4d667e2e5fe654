import type { Context } from "hono";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { readUploadedFile } from "../../lib/uploaded-file";
import { tooLargeError, UPLOAD_PURPOSES } from "../../platform/uploads/uploads";
import { assertCompanyProfileEditor } from "../../services/companies/company-profile";
import { removeCompanyLogo, setCompanyLogo } from "../../services/companies/company-logo";

/** POST /api/company/logo (multipart/form-data, the image in `logo`): answers TCompanyLogoAnswer. */
export async function uploadCompanyLogoHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  // A job seeker is told so before the file is read.
  assertCompanyProfileEditor(user);
  const bytes = await readUploadedFile(c, {
    field: COMPANY_LOGO_FIELD,
    maxFileBytes: UPLOAD_PURPOSES.companyLogo.maxFileBytes,
    tooLarge: () => tooLargeError("companyLogo", COMPANY_LOGO_FIELD),
  });
  return c.json(await setCompanyLogo(c.get("app"), { user, bytes }));
}

/** DELETE /api/company/logo ("Remove logo"): back to the generated logo; answers TCompanyLogoAnswer. */
export async function removeCompanyLogoHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await removeCompanyLogo(c.get("app"), { user }));
}
