import { and, desc, eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { ASSESSMENT_KINDS, type TAssessmentKind } from "@common/skills-assessment/questions";
import { newestSkillScores, type TAssessmentAttempt, type TSkillsOverview } from "@common/skills-assessment/results";
import { ASSESSMENT_HISTORY_MAX } from "@common/skills-assessment/schemas";
import { inQuestionOrder } from "@common/skills-assessment/scoring";
import type { TAppContext } from "../../context";
import { skillAssessments } from "../../db/schema";
import { assertCanKeepAssessments } from "./can-keep-assessments";
import { recommendFor } from "./recommendations";

function isKind(kind: string): kind is TAssessmentKind {
  return (ASSESSMENT_KINDS as readonly string[]).includes(kind);
}

/**
 * The job seeker's own attempts (newest first, at most ASSESSMENT_HISTORY_MAX), the newest score
 * of each skill and the recommendations. Every attempt of a kind answers all of that kind's
 * questions, so the newest attempt of each kind holds every skill's newest score, however long
 * the history.
 */
export async function getSkillsOverview(
  context: Pick<TAppContext, "db" | "matching" | "logger">,
  options: { user: TActor },
): Promise<TSkillsOverview> {
  const { user } = options;
  assertCanKeepAssessments(user);
  const rows = await context.db
    .select({
      id: skillAssessments.id,
      kind: skillAssessments.kind,
      scores: skillAssessments.scores,
      createdAt: skillAssessments.createdAt,
    })
    .from(skillAssessments)
    .where(eq(skillAssessments.userId, user.id))
    .orderBy(desc(skillAssessments.createdAt), desc(skillAssessments.id))
    .limit(ASSESSMENT_HISTORY_MAX);
  const history: TAssessmentAttempt[] = rows
    .flatMap((row) => (isKind(row.kind) ? [{ ...row, kind: row.kind }] : []))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      scores: inQuestionOrder(row.kind, row.scores),
      createdAt: row.createdAt.toISOString(),
    }));
  const newestOfEachKind = await Promise.all(
    ASSESSMENT_KINDS.map(async (kind) => {
      const inHistory = history.find((attempt) => attempt.kind === kind);
      if (inHistory) return inHistory;
      const [older] = await context.db
        .select({ scores: skillAssessments.scores, createdAt: skillAssessments.createdAt })
        .from(skillAssessments)
        .where(and(eq(skillAssessments.userId, user.id), eq(skillAssessments.kind, kind)))
        .orderBy(desc(skillAssessments.createdAt), desc(skillAssessments.id))
        .limit(1);
      return older ? { scores: inQuestionOrder(kind, older.scores), createdAt: older.createdAt.toISOString() } : null;
    }),
  );
  const latest = newestOfEachKind
    .filter((attempt) => attempt !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const skills = newestSkillScores(latest);
  if (history.length === 0) return { skills, recommendations: [], history };
  return { skills, recommendations: await recommendFor(context, { user, skills }), history };
}
