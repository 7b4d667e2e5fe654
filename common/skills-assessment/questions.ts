// The skills assessment's questions (docs/product.md#skills-assessment: two presentations). Texts are catalogue
// keys (common/i18n/en/skills-assessment.ts); ids, option values and scores live here, so the
// browser and the server score alike.

export const ASSESSMENT_KINDS = ["page", "modal"] as const;
export type TAssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** The page's five categories, one single-choice question each; a question's id is its category. */
export const PAGE_CATEGORIES = [
  "technicalSkills",
  "communication",
  "leadership",
  "problemSolving",
  "dataAnalysis",
] as const;
export type TPageCategory = (typeof PAGE_CATEGORIES)[number];

/** The highest option score of a page question: option scores run from 1 to 7. */
export const PAGE_MAX_OPTION_SCORE = 7;

/** A page option's value: what the answers map holds for it. */
export type TPageOptionValue = 1 | 2 | 3 | 4 | 5;

export interface TPageOption {
  value: TPageOptionValue;
  /** 1 to 7. */
  score: number;
}

/**
 * Every page question offers five graded options, from a first step to leading others, whose
 * scores span 1 to 7 so that each level and each star count can be reached.
 */
const PAGE_OPTIONS: readonly TPageOption[] = [
  { value: 1, score: 1 },
  { value: 2, score: 3 },
  { value: 3, score: 4 },
  { value: 4, score: 5 },
  { value: 5, score: 7 },
];

export interface TPageQuestion {
  id: TPageCategory;
  category: TPageCategory;
  options: readonly TPageOption[];
}

export const PAGE_QUESTIONS: readonly TPageQuestion[] = PAGE_CATEGORIES.map((id) => ({
  id,
  category: id,
  options: PAGE_OPTIONS,
}));

/** The dashboard modal's five technical skills; a question's id is its skill. */
export const MODAL_SKILLS = ["javascript", "react", "nodejs", "database", "problemSolving"] as const;
export type TModalSkill = (typeof MODAL_SKILLS)[number];

export interface TModalQuestion {
  id: TModalSkill;
  /** The four options' scores (0 to 100), weakest first; the answers map holds the chosen one. */
  scores: readonly [number, number, number, number];
}

export const MODAL_QUESTIONS: readonly TModalQuestion[] = [
  { id: "javascript", scores: [20, 60, 80, 95] },
  { id: "react", scores: [15, 45, 75, 90] },
  { id: "nodejs", scores: [0, 40, 70, 85] },
  { id: "database", scores: [20, 50, 75, 90] },
  { id: "problemSolving", scores: [25, 55, 80, 95] },
];

/** Every skill a score can be kept for: the page's categories and the modal's skills. */
export const ASSESSED_SKILLS = [...new Set<string>([...PAGE_CATEGORIES, ...MODAL_SKILLS])] as readonly string[];
export type TAssessedSkill = TPageCategory | TModalSkill;

export function isAssessedSkill(name: string): name is TAssessedSkill {
  return ASSESSED_SKILLS.includes(name);
}
