import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { resumeText, resumeWords } from "@common/resumes/resume-words";
import { isRightToLeft } from "./resume-text";

const current = { startDate: "2022-03", endDate: "", current: true, company: "", position: "", description: "" };
const degree = { institution: "", degree: "MSc", field: "Physics", graduationDate: "", gpa: "3.9", courses: [] };

describe("the PDF's words", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests(TEST_LANGUAGE, {
      resumeTemplates: {
        sections: { skills: "Savoir-faire xx" },
        present: "Aujourd'hui xx",
        degreeInField: "{{degree}} en {{field}} xx",
      },
    });
  });
  afterAll(() => unregister?.());

  it("say Present in the catalogue's words", () => {
    expect(resumeText(resumeWords("en")).experienceDates(current)).toBe("Mar 2022 - Present");
  });

  it("follow the resume's language, filling a text's values per entry, English where it has no word", () => {
    const text = resumeText(resumeWords(TEST_LANGUAGE));
    expect(text.heading("skills")).toBe("Savoir-faire xx");
    expect(text.experienceDates(current)).toMatch(/ - Aujourd'hui xx$/);
    expect(text.educationTexts(degree).title).toBe("MSc en Physics xx");
    expect(text.heading("education")).toBe("Education");
    expect(text.educationTexts(degree).gpa).toBe("GPA: 3.9");
  });

  it("are English for a language the site does not ship", () => {
    expect(resumeWords("de")).toEqual(resumeWords("en"));
  });

  it("are plain data a worker thread can receive", () => {
    const words = resumeWords(TEST_LANGUAGE);
    expect(structuredClone(words)).toEqual(words);
  });
});

describe("the direction of a paragraph", () => {
  it("follows its first letter", () => {
    expect(isRightToLeft("ليلى حداد")).toBe(true);
    expect(isRightToLeft("2021 - شركة")).toBe(true);
    expect(isRightToLeft("נועה כהן")).toBe(true);
    expect(isRightToLeft("Careem - شركة")).toBe(false);
    expect(isRightToLeft("Élodie")).toBe(false);
    expect(isRightToLeft("2021")).toBe(false);
  });
});
