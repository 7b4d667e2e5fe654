import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireSeeker } from "../../lib/guards";
import { getMarketInsights } from "../../services/matching/market-insights";

/**
 * GET /api/me/insights: across the open jobs that best match the signed-in job seeker's resume,
 * the skills asked for that it lacks, typical salaries in their country and how many are remote;
 * `{reason: "no_resume"}` without a resume.
 */
export async function getMarketInsightsHandler(c: Context<THonoEnv>) {
  const user = requireSeeker(c, "matching.errors.seekersOnly");
  return c.json(await getMarketInsights(c.get("app"), { user }));
}
