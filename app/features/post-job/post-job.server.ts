import type { AppLoadContext } from "react-router";
import type { TPublicUser } from "@common/auth/schemas";
import type { TPostingDefaults } from "@common/jobs/posting";
import { getPostingDefaults } from "../../../server/services/jobs/posting-defaults";

/** The company, contact e-mail and place /post-job starts from. */
export function loadPostingDefaults(context: AppLoadContext, user: TPublicUser): Promise<TPostingDefaults> {
  return getPostingDefaults(context.app, { user });
}
