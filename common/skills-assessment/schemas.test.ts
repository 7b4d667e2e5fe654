import { describe, expect, it } from "vitest";
import { ZSaveAssessmentSchema } from "./schemas";

const PAGE = { technicalSkills: 5, communication: 1, leadership: 2, problemSolving: 3, dataAnalysis: 4 };
const MODAL = { javascript: 95, react: 15, nodejs: 0, database: 75, problemSolving: 55 };

function issues(input: unknown) {
  const result = ZSaveAssessmentSchema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("ZSaveAssessmentSchema", () => {
  it("accepts complete answers of either kind and drops a score the browser sent", () => {
    expect(ZSaveAssessmentSchema.parse({ kind: "page", answers: PAGE, scores: { technicalSkills: 100 } })).toEqual({
      kind: "page",
      answers: PAGE,
    });
    expect(ZSaveAssessmentSchema.parse({ kind: "modal", answers: MODAL })).toEqual({ kind: "modal", answers: MODAL });
  });

  it("names the field of an answer out of range, unknown, missing or of the wrong type", () => {
    expect(issues({ kind: "modal", answers: { ...MODAL, react: 16 } })).toEqual({
      "answers.react": "skillsAssessment.errors.invalidAnswer",
    });
    expect(issues({ kind: "page", answers: { ...PAGE, leadership: 6 } })).toEqual({
      "answers.leadership": "skillsAssessment.errors.invalidAnswer",
    });
    // A modal score is not a page value: the page's values are 1 to 5.
    expect(issues({ kind: "page", answers: { ...PAGE, leadership: 20 } })).toEqual({
      "answers.leadership": "skillsAssessment.errors.invalidAnswer",
    });
    expect(issues({ kind: "modal", answers: { ...MODAL, python: 50 } })).toEqual({
      "answers.python": "skillsAssessment.errors.unknownQuestion",
    });
    const { nodejs: _omitted, ...withoutNode } = MODAL;
    expect(issues({ kind: "modal", answers: withoutNode })).toEqual({ "answers.nodejs": "validation.required" });
    expect(issues({ kind: "modal", answers: { ...MODAL, database: "75" } })).toEqual({
      "answers.database": "skillsAssessment.errors.invalidAnswer",
    });
    expect(issues({ kind: "modal", answers: { ...MODAL, database: 75.5 } })).toEqual({
      "answers.database": "skillsAssessment.errors.invalidAnswer",
    });
  });

  it("refuses an unknown kind and answers that are not a map", () => {
    expect(issues({ kind: "quiz", answers: MODAL })).toHaveProperty("kind");
    expect(issues({ kind: "modal", answers: [95, 15] })).toHaveProperty("answers");
    expect(issues({ kind: "modal" })).toHaveProperty("answers");
  });
});
