import { describe, expect, it } from "vitest";
import { MODAL_QUESTIONS, PAGE_QUESTIONS } from "./questions";
import {
  categoryScore,
  inQuestionOrder,
  scoreAssessment,
  scoreModalAnswers,
  scorePageAnswers,
  skillLevel,
  starRating,
} from "./scoring";

describe("the page's category score", () => {
  it("is the average option score / 7 × 100, rounded", () => {
    expect(categoryScore([7])).toBe(100);
    expect(categoryScore([1])).toBe(14); // 14.29
    expect(categoryScore([3])).toBe(43); // 42.86 rounds up
    expect(categoryScore([4])).toBe(57); // 57.14
    expect(categoryScore([5])).toBe(71); // 71.43
    expect(categoryScore([3, 4])).toBe(50); // 3.5 / 7 = exactly 50
    expect(categoryScore([1, 2])).toBe(21); // 21.43
    expect(categoryScore([])).toBe(0);
  });

  it("scores each category from the chosen option's value, not its position", () => {
    const scores = scorePageAnswers({
      technicalSkills: 5,
      communication: 1,
      leadership: 2,
      problemSolving: 3,
      dataAnalysis: 4,
    });
    expect(scores).toEqual({
      technicalSkills: 100,
      communication: 14,
      leadership: 43,
      problemSolving: 57,
      dataAnalysis: 71,
    });
    expect(Object.keys(scores)).toEqual(PAGE_QUESTIONS.map((question) => question.category));
  });

  it("offers options scored within 1 to 7 that reach every level and every star count from 1 to 5", () => {
    for (const question of PAGE_QUESTIONS) {
      const scores = question.options.map((option) => option.score);
      expect(Math.min(...scores)).toBe(1);
      expect(Math.max(...scores)).toBe(7);
      const categoryScores = scores.map((score) => categoryScore([score]));
      expect(new Set(categoryScores.map(skillLevel))).toEqual(
        new Set(["beginner", "intermediate", "advanced", "expert"]),
      );
      expect(categoryScores.map(starRating)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});

describe("levels", () => {
  it("puts each band edge in its band", () => {
    expect(skillLevel(0)).toBe("beginner");
    expect(skillLevel(29)).toBe("beginner");
    expect(skillLevel(30)).toBe("intermediate");
    expect(skillLevel(49)).toBe("intermediate");
    expect(skillLevel(50)).toBe("advanced");
    expect(skillLevel(69)).toBe("advanced");
    expect(skillLevel(70)).toBe("expert");
    expect(skillLevel(100)).toBe("expert");
  });
});

describe("stars", () => {
  it("are round(score / 100 × 5), a half rounding up", () => {
    expect(starRating(0)).toBe(0);
    expect(starRating(9)).toBe(0); // 0.45
    expect(starRating(10)).toBe(1); // 0.5
    expect(starRating(29)).toBe(1); // 1.45
    expect(starRating(30)).toBe(2); // 1.5
    expect(starRating(49)).toBe(2); // 2.45
    expect(starRating(50)).toBe(3); // 2.5
    expect(starRating(69)).toBe(3); // 3.45
    expect(starRating(70)).toBe(4); // 3.5
    expect(starRating(89)).toBe(4); // 4.45
    expect(starRating(90)).toBe(5); // 4.5
    expect(starRating(100)).toBe(5);
  });
});

describe("the modal's scores", () => {
  it("are the chosen option's score per skill, with the spec's option scores", () => {
    expect(Object.fromEntries(MODAL_QUESTIONS.map((question) => [question.id, question.scores]))).toEqual({
      javascript: [20, 60, 80, 95],
      react: [15, 45, 75, 90],
      nodejs: [0, 40, 70, 85],
      database: [20, 50, 75, 90],
      problemSolving: [25, 55, 80, 95],
    });
    const answers = { javascript: 95, react: 15, nodejs: 0, database: 75, problemSolving: 55 };
    expect(scoreModalAnswers(answers)).toEqual(answers);
    expect(scoreAssessment({ kind: "modal", answers })).toEqual(answers);
  });

  it("never keeps a score the question does not offer", () => {
    expect(
      scoreModalAnswers({ javascript: 100, react: 15, nodejs: 0, database: 75, problemSolving: 55 }).javascript,
    ).toBe(0);
  });
});

describe("stored scores", () => {
  it("are read back in the questions' order, dropping names the kind has not", () => {
    const stored = { react: 15, nodejs: 0, database: 75, javascript: 95, problemSolving: 55, leadership: 3 };
    expect(Object.keys(inQuestionOrder("modal", stored))).toEqual([
      "javascript",
      "react",
      "nodejs",
      "database",
      "problemSolving",
    ]);
    expect(inQuestionOrder("page", { dataAnalysis: 71, technicalSkills: 100 })).toEqual({
      technicalSkills: 100,
      dataAnalysis: 71,
    });
  });
});
