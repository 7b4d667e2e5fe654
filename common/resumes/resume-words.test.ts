import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { resumeTemplates as fr } from "@common/i18n/fr/resume-templates";
import type { TDisplayResume } from "./display-resume";
import { RESUME_SECTIONS } from "./format";
import { formatRoleDates, resumeText, resumeWords } from "./resume-words";
import { LANGUAGE_PROFICIENCIES } from "./schema";
import { entryViews } from "./template-layout";

describe("formatRoleDates", () => {
  const present = "Present";
  it("ends a role with a start and no end 'Present', marked current or not", () => {
    expect(formatRoleDates({ startDate: "2022-03", current: true }, { present })).toBe("Mar 2022 - Present");
    expect(formatRoleDates({ startDate: "2022-03", current: false }, { present })).toBe("Mar 2022 - Present");
    expect(formatRoleDates({ startDate: "2022-03", endDate: "" }, { present })).toBe("Mar 2022 - Present");
    expect(formatRoleDates({ startDate: "2022-03", endDate: "  " }, { present })).toBe("Mar 2022 - Present");
    // current wins over a stale end date
    expect(formatRoleDates({ startDate: "2022-03", endDate: "2023-01", current: true }, { present })).toBe(
      "Mar 2022 - Present",
    );
  });

  it("writes a closed range, the end alone without a start, nothing for nothing", () => {
    expect(formatRoleDates({ startDate: "2019-01", endDate: "2022-02" }, { present })).toBe("Jan 2019 - Feb 2022");
    expect(formatRoleDates({ endDate: "2019-01" }, { present })).toBe("Jan 2019");
    expect(formatRoleDates({}, { present })).toBe("");
  });

  it("writes the months in the resume's locale", () => {
    expect(formatRoleDates({ startDate: "2022-03" }, { present: "aujourd'hui", locale: "fr" })).toBe(
      "mars 2022 - aujourd'hui",
    );
  });
});

describe("a role's dates in the resume's words", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests(TEST_LANGUAGE, { resumeTemplates: { present: "Aujourd'hui xx" } });
  });
  afterAll(() => unregister?.());

  const job = { company: "Acme", position: "Engineer", startDate: "2020-05", endDate: "", current: false };
  const volunteering = { organization: "Code Club", position: "Mentor", startDate: "2018-03", endDate: "" };
  const resume = {
    volunteer: [{ ...volunteering, url: "", summary: "", highlights: [] }],
  } as unknown as TDisplayResume;

  it("end an open job and an open volunteer role with the catalogue's word for Present", () => {
    const text = resumeText(resumeWords(TEST_LANGUAGE));
    expect(text.experienceTexts({ ...job, description: "" }).dates).toMatch(/ - Aujourd'hui xx$/);
    expect(entryViews(resume, "volunteer", text)[0].texts.dates).toMatch(/ - Aujourd'hui xx$/);
    expect(entryViews(resume, "volunteer", resumeText(resumeWords("en")))[0].texts.dates).toBe("Mar 2018 - Present");
  });
});

describe("the words of a resume in Arabic or French", () => {
  beforeAll(async () => {
    await import("@common/i18n/all-catalogues");
  });
  const headings = [...RESUME_SECTIONS, "contact"] as const;

  it("head every section of every template in Arabic", () => {
    const words = resumeWords("ar");
    for (const section of headings) expect(words.sections[section], section).toMatch(/^[\p{Script=Arabic}\s]+$/u);
    for (const level of LANGUAGE_PROFICIENCIES) expect(words.proficiency[level], level).toMatch(/\p{Script=Arabic}/u);
    expect(words.present).toMatch(/\p{Script=Arabic}/u);
  });

  it("head every section of every template in French", () => {
    const words = resumeWords("fr");
    for (const section of headings) expect(words.sections[section], section).toBe(fr.resumeTemplates.sections[section]);
    expect(words.present).toBe("Aujourd’hui");
    expect(words.sections.experience).not.toBe(resumeWords("en").sections.experience);
  });
});
