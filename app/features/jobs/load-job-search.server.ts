import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import { AppError } from "../../../server/lib/app-error";
import { findJobs } from "../../../server/services/jobs/find-jobs";
import { searchMatchResume } from "../../../server/services/jobs/match-search";
import { listSavedJobIds } from "../../../server/services/saved-jobs/list-saved-jobs";
import { parseJobSearchParams, type TJobSearchData } from "./search-query";

/** The /jobs loader: the URL's query, run by the same service as GET /api/jobs. */
export async function loadJobSearch({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<TJobSearchData> {
  let query = parseJobSearchParams(new URL(request.url).searchParams);
  const user = context.currentUser;
  const now = new Date();
  // A job seeker's resume, read once: it scores the page's jobs and offers Best match. The scores
  // are a nicety: the results still show without them when the resume can't be read.
  const matchResume = await searchMatchResume(context.app, user, now).catch((error: unknown) => {
    context.app.logger.error({ err: error }, "could not read the resume for the job search's match scores");
    return null;
  });
  const search = () => findJobs(context.app, { query, user, matchResume, now });
  let sortNotice: TJobSearchData["sortNotice"] = null;
  const [result, savedIds] = await Promise.all([
    search().catch((error: unknown) => {
      // Best match asked for by someone who can't have it (signed out, a company, no resume):
      // the most relevant jobs instead, and the page says why.
      if (query.sort === "match" && error instanceof AppError && error.errors.sort) {
        sortNotice = error.errors.sort as TJobSearchData["sortNotice"];
        query = { ...query, sort: "relevance" };
        return search();
      }
      throw error;
    }),
    // Company accounts cannot save jobs.
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
    canSortByMatch: matchResume !== null,
    sortNotice,
    now: now.toISOString(),
  };
}
