// The matching score's weights and factors (decision 020), tuned on the tuning half of the
// labelled set in bench/match-eval (npm run eval:match).
export const WEIGHTS = {
  skills: 0.45,
  title: 0.2,
  text: 0.2,
  field: 0.15,
  /**
   * The embedding signal's share beside the four above (semantic.ts): 0, off. Decision 029: a
   * stand-in embedding was measured, not a model, so the default stays off until a real model's
   * figures on npm run eval:match -- --embeddings say otherwise.
   */
  semantic: 0,
  /** A cosine at or above this reads as full text similarity. */
  textFull: 0.5,
  /** Credit of an unknown skill (no taxonomy entry) whose words all appear in the resume. */
  unknownWordsCredit: 0.7,
  seniorityGap: [1, 0.82, 0.55, 0.35, 0.25, 0.2],
  yearsShortStep: 0.15,
  yearsFloor: 0.45,
  yearsUnknown: 0.92,
  location: {
    remote: 1,
    sameCity: 1,
    sameCountry: 0.95,
    relocate: 0.9,
    abroadOnsite: 0.45,
    abroadHybrid: 0.5,
    unknown: 0.85,
  },
  maxMatchedSkills: 12,
  maxMissingSkills: 8,
  /** A missing skill is listed when its weight is at least this. */
  missingMinWeight: 0.5,
} as const;
