import type { TJob } from "@common/jobs/schemas";
import type { TAppContext } from "../../../server/context";
import { findJobs } from "../../../server/services/jobs/find-jobs";

export const LATEST_JOBS_COUNT = 3;

/**
 * The newest open jobs for the landing page, from the same service as /jobs and GET /api/jobs.
 * Null when they cannot be loaded: the landing page still renders and says so, instead of the
 * whole home page failing.
 */
export async function findLatestJobs(
  context: Pick<TAppContext, "db" | "logger" | "matching" | "searchIndex" | "searchVocabulary">,
): Promise<TJob[] | null> {
  try {
    const result = await findJobs(context, { query: { sort: "recent", page: 1, pageSize: LATEST_JOBS_COUNT } });
    return result.jobs;
  } catch (error) {
    context.logger.error({ err: error }, "could not load the latest jobs for the landing page");
    return null;
  }
}
