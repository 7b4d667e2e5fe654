import type { TActor } from "@common/auth/permissions";
import type { TSavedAssessment } from "@common/skills-assessment/results";
import type { TSaveAssessment } from "@common/skills-assessment/schemas";
import { scoreAssessment } from "@common/skills-assessment/scoring";
import type { TAppContext } from "../../context";
import { skillAssessments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isWithinLimit } from "../../platform/rate-limits/rate-limits";
import { assertCanKeepAssessments } from "./can-keep-assessments";
import { recommendFor } from "./recommendations";

const HOUR_MS = 60 * 60_000;
/** Attempts one account may store per hour: far more than a person takes, bounding the table. */
export const ASSESSMENTS_PER_HOUR = 30;

/**
 * Stores one attempt, scored here by the rules of common/skills-assessment/scoring.ts from the
 * chosen answers alone, and answers it with what to do next.
 */
export async function saveAssessment(
  context: Pick<TAppContext, "db" | "matching" | "logger">,
  options: { user: TActor; input: TSaveAssessment },
): Promise<TSavedAssessment> {
  const { user, input } = options;
  assertCanKeepAssessments(user);
  const isAllowed = await isWithinLimit(context, {
    action: "skillsAssessment.save",
    key: String(user.id),
    limit: ASSESSMENTS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!isAllowed) throw new AppError("RATE_LIMITED", "skillsAssessment.errors.tooMany", {}, HOUR_MS / 1000);
  const scores = scoreAssessment(input);
  const [row] = await context.db
    .insert(skillAssessments)
    .values({ userId: user.id, kind: input.kind, answers: input.answers, scores })
    .returning();
  return {
    id: row.id,
    kind: input.kind,
    scores,
    createdAt: row.createdAt.toISOString(),
    recommendations: await recommendFor(context, { user, skills: scores }),
  };
}
