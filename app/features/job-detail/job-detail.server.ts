import { data, type AppLoadContext } from "react-router";
import type { TJobDetail } from "@common/jobs/schemas";
import { ZIdParamSchema } from "@common/validation/ids";
import { AppError } from "../../../server/lib/app-error";
import { getJob } from "../../../server/services/jobs/get-job";
import { isJobSaved } from "../../../server/services/saved-jobs/list-saved-jobs";
import { backHrefFromReferrer } from "./back-href";

export type TJobPageData = { job: TJobDetail; isSaved: boolean; backHref: string; canGoBack: boolean };

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
  const isSaved = await isJobSaved(context.app, { user: context.currentUser, jobId: job.id });
  const backHref = backHrefFromReferrer(options.request.headers.get("referer"), context.app.env.PUBLIC_URL);
  return { job, isSaved, backHref, canGoBack: false };
}
