import type { AppLoadContext } from "react-router";
import { permissions } from "@common/auth/permissions";
import { listCompanyJobs } from "../../../server/services/jobs/list-company-jobs";
import { searchSeekers } from "../../../server/services/seekers/search-seekers";
import { parseSeekerParams, type TSeekersData } from "./seekers-query";

/**
 * The /seekers loader for a company, an administrator or a signed-out visitor (the route refuses
 * anyone else): the URL's search, run by the same service as GET /api/seekers, so the first paint
 * has the results.
 */
export async function loadSeekers({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<TSeekersData> {
  const user = context.currentUser;
  const canBrowse = user !== null && permissions.browseCandidates(user);
  let query = parseSeekerParams(new URL(request.url).searchParams);
  // The job picker: the company's own jobs. A failure leaves it empty; the search still shows.
  const jobs =
    user && canBrowse
      ? (
          await listCompanyJobs(context.app, { user }).catch((error: unknown) => {
            context.app.logger.error({ err: error }, "could not read the company's jobs for the candidate search");
            return [];
          })
        ).map((job) => ({ id: job.id, title: job.title, status: job.status }))
      : [];
  // A job that is not among the company's own (a stale link) is dropped instead of failing the page.
  if (query.jobId !== undefined && !jobs.some((job) => job.id === query.jobId)) {
    query = { ...query, jobId: undefined, sort: query.sort === "match" ? "relevance" : query.sort };
  }
  const result = await searchSeekers(context.app, { user, query }).catch((error: unknown) => {
    context.app.logger.error({ err: error }, "the candidate search failed");
    return null;
  });
  return {
    query,
    audience: canBrowse ? "company" : "visitor",
    result,
    jobs,
    canSave: user !== null && permissions.saveCandidates(user),
    canMessage: user !== null && permissions.startThreads(user),
  };
}
