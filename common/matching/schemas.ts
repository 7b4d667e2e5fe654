import { z } from "zod";
import { MAX_DATABASE_INTEGER } from "../validation/ids";

// The matching API's contract: a job's match score for the signed-in job seeker's
// resume, and the score of a list of skills. Messages are catalogue keys.

export const MATCH_SKILLS_MAX = 200;
export const MATCH_SKILL_LENGTH_MAX = 100;

/** GET /api/jobs/{id}/match-score?resumeId=: the resume to score (default: the most recently updated). */
export const ZMatchScoreQuerySchema = z.object({
  resumeId: z.coerce
    .number({ error: "validation.invalidNumber" })
    .int({ error: "validation.invalidNumber" })
    .positive({ error: "validation.invalidNumber" })
    .max(MAX_DATABASE_INTEGER, { error: "validation.invalidNumber" })
    .optional(),
});

/** POST /api/jobs/{id}/match-score: a list of skills scored against the job. */
export const ZMatchSkillsSchema = z.object({
  skills: z
    .array(
      z
        .string({ error: "validation.invalidText" })
        .trim()
        .min(1, { error: "validation.required" })
        .max(MATCH_SKILL_LENGTH_MAX, { error: "validation.tooLong" }),
      { error: "validation.invalidValue" },
    )
    .max(MATCH_SKILLS_MAX, { error: "matching.errors.tooManySkills" }),
});
export type TMatchSkills = z.output<typeof ZMatchSkillsSchema>;

/** One line of an explanation: a catalogue key (common/i18n/en/matching.ts) and its values. */
export interface TMatchExplanationLine {
  key: string;
  /** Values named `*Key` are catalogue keys themselves (a level), to translate before use. */
  params: Record<string, string | number>;
}

export type TMatchBand = "excellent" | "good" | "improve";

/** A computed match: 0-100, its band, the skills behind it and one line each on the rest. */
export interface TMatchScore {
  score: number;
  band: TMatchBand;
  matchedSkills: { skill: string; matchedAs: string; credit: number }[];
  missingSkills: string[];
  explanation: { experience: TMatchExplanationLine; location: TMatchExplanationLine; title?: TMatchExplanationLine };
}

/** GET /api/jobs/{id}/match-score: the score and the resume it was computed from, or no resume. */
export type TMatchScoreAnswer =
  (TMatchScore & { resumeId: number; resumeTitle: string }) | { score: null; reason: "no_resume" };
