import type { TActor } from "@common/auth/permissions";
import { buildRecommendations, type TAssessmentRecommendation } from "@common/skills-assessment/results";
import type { TAppContext } from "../../context";
import { getMarketInsights } from "../matching/market-insights";

/**
 * What to do next: the weakest assessed areas, then the skills the seeker's best-matching jobs
 * ask for that their latest resume lacks (market insights). Without a resume, or should the
 * insights fail, the weak areas alone (and never an empty list: common/skills-assessment/results.ts).
 */
export async function recommendFor(
  context: Pick<TAppContext, "db" | "matching" | "logger">,
  options: { user: TActor; skills: Record<string, number> },
): Promise<TAssessmentRecommendation[]> {
  let missing: Array<{ skill: string; jobs: number }> = [];
  try {
    const insights = await getMarketInsights(context, { user: options.user });
    if (!("reason" in insights)) missing = insights.missingSkills;
  } catch (error) {
    context.logger.error({ err: error }, "market insights for the skills assessment could not be read");
  }
  return buildRecommendations(options.skills, missing);
}
