import { describe, expect, it } from "vitest";
import { emptyExperience, emptyResumeValues, type TResumeFormValues } from "./resume-form-values";
import { hasContentToEnhance, isStillOriginal, targetField, toEnhanceResult } from "./use-enhance-content";

function valuesWith(change: (values: TResumeFormValues) => void) {
  const values = emptyResumeValues();
  change(values);
  return values;
}

describe("hasContentToEnhance", () => {
  it("is false for an empty resume, and for one with only contact details", () => {
    expect(hasContentToEnhance(emptyResumeValues())).toBe(false);
    const contact = valuesWith((values) => {
      values.personalInfo.fullName = "Jane Doe";
      values.personalInfo.email = "jane@example.com";
      values.personalInfo.location = "Casablanca, Morocco";
      values.personalInfo.summary = "   ";
      values.experience = [{ ...emptyExperience(), startDate: "2021-03", description: "\n" }];
    });
    expect(hasContentToEnhance(contact)).toBe(false);
  });

  it("is true with a summary, a description, a position, a company, an education entry or a skill", () => {
    const changes: Array<(values: TResumeFormValues) => void> = [
      (values) => (values.personalInfo.summary = "Engineer."),
      (values) => (values.experience = [{ ...emptyExperience(), description: "Led the team" }]),
      (values) => (values.experience = [emptyExperience(), { ...emptyExperience(), position: "Engineer" }]),
      (values) => (values.experience = [{ ...emptyExperience(), company: "Acme" }]),
      (values) => (values.education = [{ ...values.education[0], degree: "BSc" }]),
      (values) => (values.skills = ["TypeScript"]),
      (values) => (values.skillGroups = [{ name: "", level: "", keywords: ["Go"] }]),
    ];
    for (const change of changes) expect(hasContentToEnhance(valuesWith(change))).toBe(true);
  });
});

describe("toEnhanceResult", () => {
  it("lists the summary first, then the entries in order, and leaves out a suggestion equal to its text", () => {
    const result = toEnhanceResult(
      {
        summary: { original: "I am an engineer.", suggestion: "Engineer with 6 years in payments." },
        experience: [
          { index: 2, original: "Helped to build X", suggestion: "Built X" },
          { index: 0, original: "Responsible for A", suggestion: "Owned A" },
          { index: 1, original: "Led B", suggestion: " Led B " },
        ],
        tips: [
          { index: null, text: "Name your field." },
          { index: 2, text: "Add a number." },
        ],
        assistant: "Built-in assistant",
      },
      4,
    );
    expect(result).toEqual({
      id: 4,
      assistant: "Built-in assistant",
      suggestions: [
        { target: "summary", original: "I am an engineer.", suggestion: "Engineer with 6 years in payments." },
        { target: 0, original: "Responsible for A", suggestion: "Owned A" },
        { target: 2, original: "Helped to build X", suggestion: "Built X" },
      ],
      tips: [
        { target: "summary", text: "Name your field." },
        { target: 2, text: "Add a number." },
      ],
      suggestedCount: 3,
    });
  });

  it("counts no suggestion when nothing is suggested", () => {
    const result = toEnhanceResult({ summary: null, experience: [], tips: [], assistant: "gpt-4o-mini" }, 1);
    expect(result.suggestedCount).toBe(0);
    expect(result.suggestions).toEqual([]);
  });
});

describe("isStillOriginal and targetField", () => {
  it("accepts the text the suggestion was made from, with the spaces the server trimmed", () => {
    expect(isStillOriginal("  Led the team\r\n- Shipped\n", "Led the team\n- Shipped")).toBe(true);
  });

  it("refuses a text edited since, or a field that is gone", () => {
    expect(isStillOriginal("Led the whole team", "Led the team")).toBe(false);
    expect(isStillOriginal(undefined, "Led the team")).toBe(false);
  });

  it("names the summary field and an entry's description", () => {
    expect(targetField("summary")).toBe("personalInfo.summary");
    expect(targetField(3)).toBe("experience.3.description");
  });
});
