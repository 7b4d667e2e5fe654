import { isAssessedSkill, type TAssessedSkill, type TAssessmentKind } from "./questions";

// What GET and POST /api/skills-assessment answer, and the recommendations drawn from the scores
// and the market's missing skills. Texts are catalogue keys with their values, never English.

/** Below this score a skill is worth practising (the levels' Expert band starts here). */
export const PRACTISE_BELOW_SCORE = 70;
/** The most weak areas and the most missing skills recommended. */
export const WEAK_AREAS_MAX = 3;
export const MISSING_SKILLS_MAX = 3;

/** The search words that find jobs asking for a technical skill; the others are practised on the resume. */
const JOB_SEARCH_WORDS: Partial<Record<TAssessedSkill, string>> = {
  javascript: "JavaScript",
  react: "React",
  nodejs: "Node.js",
  database: "SQL",
  technicalSkills: "developer",
  dataAnalysis: "data analyst",
};

export function jobsMatchingHref(search: string): string {
  return `/jobs?${new URLSearchParams({ search, sort: "match" }).toString()}`;
}

export type TAssessmentRecommendation =
  | {
      /** A weak area of the assessment: what to practise. */
      kind: "practise";
      skill: TAssessedSkill;
      score: number;
      messageKey: "skillsAssessment.recommendations.practiseJobs" | "skillsAssessment.recommendations.practiseResume";
      href: string;
    }
  | {
      /** A skill the seeker's best-matching jobs ask for that their resume lacks. */
      kind: "learn";
      skill: string;
      jobs: number;
      messageKey: "skillsAssessment.recommendations.learn";
      href: string;
    }
  | {
      /** Everything strong and nothing missing: apply to the best matches. */
      kind: "apply";
      messageKey: "skillsAssessment.recommendations.apply";
      href: string;
    };

/**
 * Recommendations, never empty: the weakest assessed areas first (below 70, lowest first), then
 * the skills the market asks for that the resume lacks; when neither, applying to best matches.
 */
export function buildRecommendations(
  skills: Record<string, number>,
  missingSkills: ReadonlyArray<{ skill: string; jobs: number }> = [],
): TAssessmentRecommendation[] {
  const weak = Object.entries(skills)
    .filter((entry): entry is [TAssessedSkill, number] => isAssessedSkill(entry[0]) && entry[1] < PRACTISE_BELOW_SCORE)
    .sort((a, b) => a[1] - b[1])
    .slice(0, WEAK_AREAS_MAX);
  const recommendations: TAssessmentRecommendation[] = weak.map(([skill, score]) => {
    const words = JOB_SEARCH_WORDS[skill];
    return words
      ? {
          kind: "practise",
          skill,
          score,
          messageKey: "skillsAssessment.recommendations.practiseJobs",
          href: jobsMatchingHref(words),
        }
      : {
          kind: "practise",
          skill,
          score,
          messageKey: "skillsAssessment.recommendations.practiseResume",
          href: "/resume-builder",
        };
  });
  for (const missing of missingSkills.slice(0, MISSING_SKILLS_MAX)) {
    recommendations.push({
      kind: "learn",
      skill: missing.skill,
      jobs: missing.jobs,
      messageKey: "skillsAssessment.recommendations.learn",
      href: jobsMatchingHref(missing.skill),
    });
  }
  if (recommendations.length === 0) {
    recommendations.push({
      kind: "apply",
      messageKey: "skillsAssessment.recommendations.apply",
      href: "/jobs?sort=match",
    });
  }
  return recommendations;
}

/** One stored attempt. */
export interface TAssessmentAttempt {
  id: number;
  kind: TAssessmentKind;
  /** Skill (or category) to 0-100, in the questions' order. */
  scores: Record<string, number>;
  /** ISO time. */
  createdAt: string;
}

/** POST /api/skills-assessment: the stored attempt and what to do next. */
export type TSavedAssessment = TAssessmentAttempt & { recommendations: TAssessmentRecommendation[] };

/** GET /api/skills-assessment. */
export interface TSkillsOverview {
  /** The newest score of each skill across both presentations, the most recently assessed first. */
  skills: Record<string, number>;
  recommendations: TAssessmentRecommendation[];
  /** The latest attempts, newest first (at most ASSESSMENT_HISTORY_MAX). */
  history: TAssessmentAttempt[];
}

/** The newest score of each skill: attempts newest first, the first seen of a skill wins. */
export function newestSkillScores(attemptsNewestFirst: ReadonlyArray<Pick<TAssessmentAttempt, "scores">>) {
  const skills: Record<string, number> = {};
  for (const attempt of attemptsNewestFirst) {
    for (const [skill, score] of Object.entries(attempt.scores)) {
      if (!(skill in skills)) skills[skill] = score;
    }
  }
  return skills;
}
