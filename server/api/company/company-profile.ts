import type { Context } from "hono";
import { ZCompanyProfileUpdateSchema } from "@common/companies/profile";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { getCompanyProfile } from "../../services/companies/company-profile";
import { updateCompanyProfile } from "../../services/companies/update-company-profile";

/** GET /api/company/profile: the signed-in company's own profile (TCompanyOwnProfile). */
export async function getCompanyProfileHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getCompanyProfile(c.get("app"), { user }));
}

/** PUT /api/company/profile: the whole profile (ZCompanyProfileUpdateSchema); answers it as stored. */
export async function updateCompanyProfileHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const profile = await parseJsonBody(c, ZCompanyProfileUpdateSchema);
  return c.json(await updateCompanyProfile(c.get("app"), { user, profile }));
}
