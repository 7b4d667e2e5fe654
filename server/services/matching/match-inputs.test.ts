import { describe, expect, it } from "vitest";
import { resumeMatchInput } from "./match-inputs";

const TODAY = new Date("2026-11-27T00:00:00Z");

describe("a resume as the matching engine reads it", () => {
  it("counts a skill group's keywords and a keyword-less group, never a group heading", () => {
    const input = resumeMatchInput(
      {
        skills: ["Clinical", "Patient assessment"],
        skillGroups: [
          { name: "Clinical", keywords: ["Patient assessment", "Triage"] },
          { name: "Rust", level: "Learning", keywords: [] },
        ],
      },
      null,
      TODAY,
    );
    expect(input.skills).toEqual(["Patient assessment", "Triage", "Rust"]);
  });

  it("counts languages from a working level up, and certifications", () => {
    const input = resumeMatchInput(
      {
        languages: [
          { language: "English", proficiency: "fluent" },
          { language: "French", proficiency: "basic" },
        ],
        certifications: [{ name: "BLS" }],
      },
      null,
      TODAY,
    );
    expect(input.skills).toEqual(["BLS", "English"]);
  });
});
