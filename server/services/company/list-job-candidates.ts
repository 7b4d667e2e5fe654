import { CANDIDATES_PAGE_SIZE, type TJobCandidatesPage } from "@common/company/candidates";
import type { TActor } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { prepareJob } from "../../matching";
import { findManagedJob } from "../jobs/managed-job";
import { jobMatchInput } from "../matching/match-inputs";
import { toMatchScore } from "../matching/match-score";
import { rankCandidatesPage } from "../matching/rank-candidates";

/**
 * The visible job seekers who best match one of the company's jobs, best first, a page of 20:
 * the job's company or an administrator reads them, whatever the job's status (a company looks
 * for candidates for a paused job too); a job seeker is refused (403), another company's job is
 * a 404. Only profiles their owners made visible, with a resume, ever appear.
 */
export async function listJobCandidates(
  context: Pick<TAppContext, "db" | "matching">,
  options: { user: TActor; jobId: number; page: number; now?: Date },
): Promise<TJobCandidatesPage> {
  const row = await findManagedJob(context.db, { user: options.user, id: options.jobId });
  // Prepared from the row just read (one job: cheap; the keeper's cache is keyed by row version).
  const job = prepareJob(jobMatchInput(row));
  const ranked = await rankCandidatesPage(context, {
    job,
    limit: CANDIDATES_PAGE_SIZE,
    offset: (options.page - 1) * CANDIDATES_PAGE_SIZE,
    now: options.now,
  });
  return {
    candidates: ranked.candidates.map((entry) => ({
      userId: entry.userId,
      card: entry.card,
      match: toMatchScore(entry.result),
    })),
    page: options.page,
    pageSize: CANDIDATES_PAGE_SIZE,
    total: ranked.total,
  };
}
