import { z } from "zod";
import { MODAL_QUESTIONS, PAGE_QUESTIONS } from "./questions";
import type { TModalAnswers, TPageAnswers } from "./scoring";

// POST /api/skills-assessment: the chosen answers only. The server scores them again; a score the
// browser computed is never read (unknown top-level keys are dropped). Messages are catalogue keys.

/** The most attempts GET /api/skills-assessment lists. */
export const ASSESSMENT_HISTORY_MAX = 20;

/**
 * An answers map keyed by question id: every question answered with one of its allowed numbers,
 * no other key. Each issue names its field (`answers.react`).
 */
function answersSchema<TAnswers extends Record<string, number>>(allowed: ReadonlyMap<string, readonly number[]>) {
  return z
    .record(z.string(), z.unknown(), { error: "validation.invalidValue" })
    .superRefine((answers, context) => {
      for (const key of Object.keys(answers)) {
        if (!allowed.has(key)) {
          context.addIssue({ code: "custom", path: [key], message: "skillsAssessment.errors.unknownQuestion" });
        }
      }
      for (const [id, values] of allowed) {
        const answer = answers[id];
        if (answer === undefined || answer === null) {
          context.addIssue({ code: "custom", path: [id], message: "validation.required" });
        } else if (typeof answer !== "number" || !values.includes(answer)) {
          context.addIssue({ code: "custom", path: [id], message: "skillsAssessment.errors.invalidAnswer" });
        }
      }
    })
    .transform((answers) => answers as TAnswers);
}

const PAGE_ALLOWED = new Map(PAGE_QUESTIONS.map((question) => [question.id, question.options.map((o) => o.value)]));
const MODAL_ALLOWED = new Map(MODAL_QUESTIONS.map((question) => [question.id, question.scores]));

/** The page's answers: question id to the chosen option's value. */
export const ZPageAnswersSchema = answersSchema<TPageAnswers>(PAGE_ALLOWED);
/** The modal's answers: question id to the chosen option's score. */
export const ZModalAnswersSchema = answersSchema<TModalAnswers>(MODAL_ALLOWED);

export const ZSaveAssessmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("page"), answers: ZPageAnswersSchema }),
    z.object({ kind: z.literal("modal"), answers: ZModalAnswersSchema }),
  ],
  { error: "validation.invalidOption" },
);
export type TSaveAssessment = z.output<typeof ZSaveAssessmentSchema>;
export type TSaveAssessmentInput = z.input<typeof ZSaveAssessmentSchema>;
