// The text an applicant-tracking system extracts (pdftotext) reads in order in
// every template: the contact line, then each section in the template's order
// (common/resumes/template-layout.ts), each entry's fields (its dates among them) before the
// next entry, and a wrapped line never starts with a separator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeTemplates } from "@common/i18n/en/resume-templates";
import { toDisplayResume, visibleSections } from "@common/resumes/display-resume";
import { textBlocks } from "@common/resumes/format";
import { resumeText, resumeWords } from "@common/resumes/resume-words";
import { RESUME_TEMPLATES, ZResumeSchema } from "@common/resumes/schema";
import {
  entryLines,
  entryViewLines,
  entryViews,
  isEntrySection,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
  type TEntryView,
} from "@common/resumes/template-layout";
import { EVERY_SECTION_RESUME, TWO_JOB_RESUME } from "../test/pdf-fixtures";
import { extractText, hasPoppler, positionsInOrder } from "../test/pdf-test-helpers";
import { createPdfRenderer } from "./renderer";
import type { TPdfRenderer } from "./types";

// A short resume, as a newcomer first fills it in: the Professional template once printed the
// second job's dates at the end of the document, and Modern a skill after Certifications.
const SHORT_RESUME = ZResumeSchema.parse({
  title: "Jane Doe - Resume",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 555 0100",
    location: "Berlin, Germany",
    summary: "Engineer who ships.",
  },
  experience: [
    {
      company: "Acme Robotics",
      position: "Senior Engineer",
      startDate: "2021-03",
      current: true,
      description: "Builds robots.",
    },
    { company: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2021-02" },
  ],
  education: [
    {
      institution: "TU Berlin",
      degree: "Master of Science",
      field: "Computer Science",
      graduationDate: "2017-09",
      gpa: "1.3",
    },
  ],
  skills: ["TypeScript", "React", "PostgreSQL", "Docker"],
  links: { github: "https://github.com/janedoe" },
  languages: [{ language: "German", proficiency: "fluent" }],
  certifications: [{ name: "AWS Solutions Architect", issuer: "Amazon", date: "2022-05" }],
});

// The PDF of a resume without a language is worded in English.
const enText = resumeText(resumeWords("en"));
const { certificationTexts, educationTexts, experienceTexts, languageText } = enText;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

describe.skipIf(!hasPoppler)("the text extracted from a resume PDF", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  it.each(
    RESUME_TEMPLATES.flatMap((template) => [
      [template, "Amira", TWO_JOB_RESUME] as const,
      [template, "Jane", SHORT_RESUME] as const,
      [template, "Noor", EVERY_SECTION_RESUME] as const,
    ]),
  )("reads in order in the %s template (%s's resume)", async (template, _name, resume) => {
    const text = extractText(await renderer.render(resume, template));
    const display = toDisplayResume(resume);
    const layout = TEMPLATE_LAYOUTS[template];
    const { runs } = templateSections(template, visibleSections(display));
    const expected = [display.fullName, display.headline, ...display.contact.map((item) => item.text)].filter(Boolean);
    const pushEntry = (entry: TEntryView) => {
      for (const line of entryViewLines(template, entry).lines) expected.push(...line.map((part) => part.text));
      for (const block of textBlocks(entry.body))
        expected.push(...(block.kind === "list" ? block.items : [block.text]));
      expected.push(...entry.bullets);
    };
    for (const section of runs.flatMap((run) => run.sections)) {
      expected.push(resumeTemplates.resumeTemplates.sections[section]);
      if (section === "summary") expected.push(display.summary);
      if (section === "experience") {
        for (const entry of display.experience) {
          for (const line of entryLines(layout.experience, experienceTexts(entry))) {
            expected.push(...line.map((part) => part.text));
          }
          for (const block of textBlocks(entry.description)) {
            expected.push(...(block.kind === "list" ? block.items : [block.text]));
          }
        }
      }
      if (section === "education") {
        for (const entry of display.education) {
          for (const line of entryLines(layout.education, educationTexts(entry))) {
            expected.push(...line.map((part) => part.text));
          }
        }
      }
      if (section === "skills") {
        display.skillGroups.map(skillGroupView).forEach(pushEntry);
        expected.push(...display.skills);
      }
      if (isEntrySection(section)) entryViews(display, section, enText).forEach(pushEntry);
      if (section === "languages") expected.push(...display.languages.map(languageText));
      if (section === "certifications") {
        for (const entry of display.certifications) {
          for (const line of entryLines(layout.certification, certificationTexts(entry))) {
            expected.push(...line.map((part) => part.text));
          }
        }
      }
    }
    const flat = normalise(text);
    const positions = positionsInOrder(flat, expected.map(normalise));
    const missing = expected.filter((_part, index) => positions[index] === -1);
    expect(missing, `out of order or missing in:\n${text}`).toEqual([]);

    // The contact line is long enough to wrap; no line starts with a separator.
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines.filter((line) => /^[·|,]/.test(line))).toEqual([]);
  });

  it("ends a role that has not ended 'Present', a job or a volunteer role, in every template", async () => {
    const openRoles = {
      ...EVERY_SECTION_RESUME,
      experience: [{ ...EVERY_SECTION_RESUME.experience[0], current: false, endDate: undefined }],
      volunteer: [{ ...EVERY_SECTION_RESUME.volunteer[0], endDate: undefined }],
    };
    for (const template of RESUME_TEMPLATES) {
      const text = normalise(extractText(await renderer.render(openRoles, template)));
      expect(text, template).toMatch(/levant retail ?[·|,]? may 2020 - present/);
      expect(text, template).toMatch(/code for jordan ?[·|,]? mar 2018 - present/);
    }
  });

  it("sets Modern's skills, languages and certifications after the education, references last", async () => {
    const text = normalise(extractText(await renderer.render(EVERY_SECTION_RESUME, "modern")));
    const order = ["education", "skills", "languages", "certifications", "awards", "volunteer", "references"] as const;
    const headings = order.map((section) => normalise(resumeTemplates.resumeTemplates.sections[section]));
    expect(positionsInOrder(text, headings), text).not.toContain(-1);
    expect(text.slice(text.lastIndexOf(headings.at(-1)!))).toBe(
      "references rami aziz, head of data noor made our data reliable.",
    );
  });

  it("puts the second job's dates right after its company, in every template", async () => {
    for (const template of RESUME_TEMPLATES) {
      const text = normalise(extractText(await renderer.render(TWO_JOB_RESUME, template)));
      expect(text, template).toMatch(/desert bank ?[·|,]? sep 2017 - mar 2021/);
      expect(text, template).toMatch(/gulf logistics ?[·|,]? apr 2021 - present/);
      const short = normalise(extractText(await renderer.render(SHORT_RESUME, template)));
      expect(short, template).toMatch(/globex ?[·|,]? jan 2018 - feb 2021/);
    }
  });
});

describe.skipIf(!hasPoppler)("a resume with every section", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  // What an imported JSON Resume holds beyond the builder's first sections is printed, worded
  // as a reader expects, in every template.
  it.each(RESUME_TEMPLATES)("prints what the import kept: %s", async (template) => {
    const text = normalise(extractText(await renderer.render(EVERY_SECTION_RESUME, template)));
    for (const expected of [
      "data engineer",
      "fosstodon.org/@noor",
      "courses: databases, distributed systems",
      "data pipelines (expert): airflow, dbt, spark",
      "python (advanced)",
      "open transit amman",
      "civic data jordan",
      "maintainer",
      "jan 2019 - dec 2022",
      "used by 40,000 riders a month",
      "gtfs, postgis",
      "data team of the year",
      "streaming retail data on a budget",
      "data engineering weekly",
      "sep 2022",
      "code for jordan",
      "mentor",
      "mar 2018 - jun 2021",
      "ran twelve weekend workshops",
      "cycling: road, gravel",
      "rami aziz, head of data",
      "noor made our data reliable.",
    ]) {
      expect(text, template).toContain(expected);
    }
    for (const heading of ["projects", "awards", "publications", "volunteering", "interests", "references"]) {
      expect(text, template).toContain(heading);
    }
  });
});
