import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import type { TCompanyOwnProfile } from "@common/companies/profile";
import { AppError } from "../../../server/lib/app-error";
import { getCompanyProfile } from "../../../server/services/companies/company-profile";

/**
 * The company profile /settings' Company section edits: a company account's own; null for any
 * other account, and for a company account that has no company (it gets no Company section).
 */
export async function loadCompanyProfile(
  context: AppLoadContext,
  user: TPublicUser,
): Promise<TCompanyOwnProfile | null> {
  if (!permissions.editCompanyProfile(user)) return null;
  try {
    return await getCompanyProfile(context.app, { user });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
