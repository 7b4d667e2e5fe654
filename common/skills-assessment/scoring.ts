import {
  MODAL_QUESTIONS,
  PAGE_MAX_OPTION_SCORE,
  PAGE_QUESTIONS,
  type TAssessmentKind,
  type TModalSkill,
  type TPageCategory,
} from "./questions";

// The assessment's scoring rules (docs/product.md#skills-assessment): pure, so the browser shows a visitor's
// result and the server stores a job seeker's by the same rules.

export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;
export type TSkillLevel = (typeof SKILL_LEVELS)[number];

/** The most stars a score shows. */
export const MAX_STARS = 5;
/** From this score up a skill's bar is green (Skill Progress). */
export const STRONG_SKILL_SCORE = 80;

/** A page category's score: the average of its option scores (1 to 7) / 7 × 100, rounded. */
export function categoryScore(optionScores: readonly number[]): number {
  if (optionScores.length === 0) return 0;
  const average = optionScores.reduce((sum, score) => sum + score, 0) / optionScores.length;
  return Math.round((average / PAGE_MAX_OPTION_SCORE) * 100);
}

/** 70 and above Expert, 50-69 Advanced, 30-49 Intermediate, below 30 Beginner. */
export function skillLevel(score: number): TSkillLevel {
  if (score >= 70) return "expert";
  if (score >= 50) return "advanced";
  if (score >= 30) return "intermediate";
  return "beginner";
}

/** round(score / 100 × 5): 0 to 5 stars (a half rounds up). */
export function starRating(score: number): number {
  return Math.min(MAX_STARS, Math.max(0, Math.round((score / 100) * MAX_STARS)));
}

export type TPageAnswers = Record<TPageCategory, number>;
export type TModalAnswers = Record<TModalSkill, number>;

/** The page's scores per category from the chosen options' values (a value no option has scores 0). */
export function scorePageAnswers(answers: TPageAnswers): Record<TPageCategory, number> {
  const scores = {} as Record<TPageCategory, number>;
  for (const question of PAGE_QUESTIONS) {
    const chosen = question.options.find((option) => option.value === answers[question.id]);
    scores[question.category] = categoryScore(chosen ? [chosen.score] : [0]);
  }
  return scores;
}

/** The modal's scores: each skill scores the chosen option's score (one the question offers, else 0). */
export function scoreModalAnswers(answers: TModalAnswers): Record<TModalSkill, number> {
  const scores = {} as Record<TModalSkill, number>;
  for (const question of MODAL_QUESTIONS) {
    const chosen = answers[question.id];
    scores[question.id] = question.scores.includes(chosen) ? chosen : 0;
  }
  return scores;
}

export type TAssessmentAnswers =
  | { kind: Extract<TAssessmentKind, "page">; answers: TPageAnswers }
  | { kind: Extract<TAssessmentKind, "modal">; answers: TModalAnswers };

/**
 * A stored attempt's scores in its questions' order (a JSON column may keep keys in another
 * order); names no question of the kind has are dropped.
 */
export function inQuestionOrder(kind: TAssessmentKind, scores: Record<string, number>): Record<string, number> {
  const ids: readonly string[] =
    kind === "page"
      ? PAGE_QUESTIONS.map((question) => question.category)
      : MODAL_QUESTIONS.map((question) => question.id);
  const ordered: Record<string, number> = {};
  for (const id of ids) {
    if (typeof scores[id] === "number") ordered[id] = scores[id];
  }
  return ordered;
}

/** The scores of either presentation, skill (or category) to 0-100, in the questions' order. */
export function scoreAssessment(input: TAssessmentAnswers): Record<string, number> {
  return input.kind === "page" ? scorePageAnswers(input.answers) : scoreModalAnswers(input.answers);
}
