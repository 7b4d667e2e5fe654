import { data, type AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TResumeSummary } from "@common/resumes/schema";
import { ZIdParamSchema } from "@common/validation/ids";
import { AppError } from "../../../server/lib/app-error";
import { findOwnApplicationForJob } from "../../../server/services/applications/list-applications";
import { getJob } from "../../../server/services/jobs/get-job";
import { listResumes } from "../../../server/services/resumes/list-resumes";
import { isJobSaved } from "../../../server/services/saved-jobs/list-saved-jobs";
import { backHrefFromReferrer } from "./back-href";

/**
 * What the apply area needs of a job seeker: their application to this job if any (its status,
 * and when it was withdrawn), and their resumes to choose from.
 */
export type TApplyState = {
  application: { status: TApplicationStatus; withdrawnAt: string | null } | null;
  resumes: TResumeSummary[];
};

export type TJobPageData = {
  job: TJobDetail;
  isSaved: boolean;
  /** Null for visitors and accounts that do not apply (companies). */
  apply: TApplyState | null;
  backHref: string;
  canGoBack: boolean;
};

/**
 * The job page's data. A job that does not exist (or is a draft) is the 404 page with HTTP
 * 404, thrown for the route's error boundary; closed and expired jobs keep their page.
 */
export async function loadJobPage(
  context: AppLoadContext,
  options: { id: string; request: Request },
): Promise<TJobPageData> {
  const id = ZIdParamSchema.safeParse(options.id).data;
  if (id === undefined) throw data(null, { status: 404 });
  let job: TJobDetail;
  try {
    job = await getJob(context.app, { id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  const user = context.currentUser;
  const [isSaved, apply] = await Promise.all([
    isJobSaved(context.app, { user, jobId: job.id }),
    user && permissions.applyToJobs(user)
      ? Promise.all([
          findOwnApplicationForJob(context.app, { user, jobId: job.id }),
          listResumes(context.app, { user }),
        ]).then(([application, resumes]) => ({ application, resumes }))
      : null,
  ]);
  const backHref = backHrefFromReferrer(options.request.headers.get("referer"), context.app.env.PUBLIC_URL);
  return { job, isSaved, apply, backHref, canGoBack: false };
}
