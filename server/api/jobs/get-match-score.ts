import type { Context } from "hono";
import { ZMatchScoreQuerySchema } from "@common/matching/schemas";
import type { THonoEnv } from "../../context";
import { requireSeeker } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { getMatchScore } from "../../services/matching/match-score";
import { jobIdParam } from "./job-id";

/**
 * GET /api/jobs/{id}/match-score?resumeId=: the signed-in job seeker's own resume (the one named,
 * else the most recently updated) scored against a listed job; `{score: null, reason: "no_resume"}`
 * without a resume.
 */
export async function getMatchScoreHandler(c: Context<THonoEnv>) {
  const user = requireSeeker(c, "matching.errors.seekersOnly");
  const jobId = jobIdParam(c);
  const { resumeId } = parseQuery(c, ZMatchScoreQuerySchema);
  return c.json(await getMatchScore(c.get("app"), { user, jobId, resumeId }));
}
