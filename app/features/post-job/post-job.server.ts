import type { AppLoadContext } from "react-router";
import type { TPublicUser } from "@common/auth/schemas";
import type { TJobPostingForm, TPostingDefaults } from "@common/jobs/posting";
import { AppError } from "../../../server/lib/app-error";
import { getJobPostingForm, getPostingDefaults } from "../../../server/services/jobs/posting-defaults";

/** The company, contact e-mail and place /post-job starts from. */
export function loadPostingDefaults(context: AppLoadContext, user: TPublicUser): Promise<TPostingDefaults> {
  return getPostingDefaults(context.app, { user });
}

/** The job to edit as the form holds it; null when it is not there or not the user's to edit. */
export async function loadJobToEdit(
  context: AppLoadContext,
  user: TPublicUser,
  id: number,
): Promise<TJobPostingForm | null> {
  try {
    return await getJobPostingForm(context.app, { user, id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
