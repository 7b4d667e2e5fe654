import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TResumeSummary } from "@common/resumes/schema";
import { listResumes } from "../../../server/services/resumes/list-resumes";

/**
 * The builder's "My Resumes" for a signed-in job seeker, from the same service as
 * GET /api/resumes. Null for visitors and company accounts (who keep no resumes), and when the
 * list can't be read: the page then asks from the browser, with its loading and error states.
 */
export async function loadMyResumes(context: AppLoadContext): Promise<TResumeSummary[] | null> {
  const user = context.currentUser;
  if (!user || !permissions.keepResumes(user)) return null;
  try {
    return await listResumes(context.app, { user });
  } catch (error) {
    context.app.logger.error({ err: error }, "could not read the resumes for the resume builder");
    return null;
  }
}
