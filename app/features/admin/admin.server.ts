import type { AppLoadContext } from "react-router";
import type { TPublicUser } from "@common/auth/schemas";
import type { TJobPostingForm } from "@common/jobs/posting";
import { isDatabaseId } from "@common/validation/ids";
import { AppError } from "../../../server/lib/app-error";
import { getJobPostingForm, getPostingDefaults } from "../../../server/services/jobs/posting-defaults";

/** Where a new job of the console starts: the administrator's e-mail as contact, a place. */
export interface TAdminJobStart {
  companyEmail: string;
  country: string;
  city: string;
}

/** The job the console's edit dialog opens (`?edit={id}`): its form values, or "missing". */
export type TAdminJobEditing = { jobId: number; values: TJobPostingForm } | "missing" | null;

/**
 * What the console's job dialog starts from. A job to edit is read here, as /post-job's edit
 * does, rather than from GET /api/jobs/{id}: that answer leaves drafts out and has no contact
 * e-mail, and the form needs both.
 */
export async function loadJobDialog(
  context: AppLoadContext,
  user: TPublicUser,
  editParam: string | null,
): Promise<{ jobStart: TAdminJobStart; editing: TAdminJobEditing }> {
  const defaults = await getPostingDefaults(context.app, { user });
  const jobStart = { companyEmail: defaults.contactEmail, country: defaults.country, city: defaults.city };
  if (editParam === null) return { jobStart, editing: null };
  const jobId = Number(editParam);
  if (!isDatabaseId(jobId)) return { jobStart, editing: "missing" };
  try {
    return { jobStart, editing: { jobId, values: await getJobPostingForm(context.app, { user, id: jobId }) } };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return { jobStart, editing: "missing" };
    throw error;
  }
}
