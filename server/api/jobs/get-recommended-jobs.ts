import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireSeeker } from "../../lib/guards";
import { recommendJobs } from "../../services/matching/recommend-jobs";

/**
 * GET /api/jobs/recommended: the listed jobs that best match the signed-in job seeker's most
 * recently updated resume (not those applied to), each with its match and why;
 * `{jobs: [], reason: "no_resume"}` without a resume.
 */
export async function getRecommendedJobsHandler(c: Context<THonoEnv>) {
  const user = requireSeeker(c, "matching.errors.seekersOnly");
  return c.json(await recommendJobs(c.get("app"), { user }));
}
