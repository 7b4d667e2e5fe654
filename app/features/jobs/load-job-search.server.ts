import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import { findJobs } from "../../../server/services/jobs/find-jobs";
import { listSavedJobIds } from "../../../server/services/saved-jobs/list-saved-jobs";
import { parseJobSearchParams, type TJobSearchData } from "./search-query";

/** The /jobs (and /job-search) loader: the URL's query, run by the same service as GET /api/jobs. */
export async function loadJobSearch({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<TJobSearchData> {
  const query = parseJobSearchParams(new URL(request.url).searchParams);
  const user = context.currentUser;
  const [result, savedIds] = await Promise.all([
    findJobs(context.app, { query }),
    // Company accounts cannot save jobs (spec-1 section 6).
    // The bookmarks are a nicety: the results still show when they can't be read.
    user && permissions.saveJobs(user)
      ? listSavedJobIds(context.app, { user }).catch((error: unknown) => {
          context.app.logger.error({ err: error }, "could not read the saved jobs for the job search");
          return [];
        })
      : Promise.resolve([]),
  ]);
  const onThisPage = new Set(result.jobs.map((job) => job.id));
  return {
    query,
    result,
    savedJobIds: savedIds.filter((id) => onThisPage.has(id)),
    now: new Date().toISOString(),
  };
}
