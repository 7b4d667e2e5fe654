// Each template's preview shows what its PDF shows, in the same order. The two
// are separate implementations (HTML here, react-pdf in server/pdf) reading one layout
// (common/resumes/template-layout.ts); this compares the texts they put out.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { resumeTemplates } from "@common/i18n/en/resume-templates";
import { RESUME_SECTIONS, type TResumeSection } from "@common/resumes/format";
import { RESUME_TEMPLATES, type TResume } from "@common/resumes/schema";
import { createPdfRenderer } from "../../../server/pdf/renderer";
import type { TPdfRenderer } from "../../../server/pdf/types";
import { EVERY_SECTION_RESUME, TWO_JOB_RESUME } from "../../../server/test/pdf-fixtures";
import { extractText, hasPoppler } from "../../../server/test/pdf-test-helpers";
import { ResumePreview } from "./resume-preview";

const i18n = createI18n("en");

const normalise = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

type TTemplate = (typeof RESUME_TEMPLATES)[number];

function previewText(resume: TResume, template: TTemplate): string {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ResumePreview resume={resume} template={template} />
    </I18nextProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

const headings = (...sections: TResumeSection[]) =>
  sections.map((section) => resumeTemplates.resumeTemplates.sections[section]);

// Every text the resume shows, as both print it.
const resume = TWO_JOB_RESUME;
const TWO_JOB_NEEDLES = [
  resume.personalInfo.fullName,
  resume.personalInfo.email,
  resume.personalInfo.phone,
  resume.personalInfo.location,
  "amira.dev",
  "linkedin.com/in/amira-haddad",
  "github.com/amirahaddad",
  "amira.dev/work",
  ...headings("summary", "experience", "education", "skills", "languages", "certifications"),
  resume.personalInfo.summary!,
  ...resume.experience.flatMap((entry) => [entry.position, entry.company]),
  "Apr 2021 - Present",
  "Runs the routing platform.",
  "Sep 2017 - Mar 2021",
  "MSc in Software Engineering",
  "American University of Sharjah",
  "Jun 2017",
  "GPA: 3.9",
  ...resume.skills,
  "Arabic (Native)",
  "English (Fluent)",
  ...resume.certifications.flatMap((entry) => [entry.name, entry.issuer!]),
  "Nov 2022",
  "Feb 2020",
].map(normalise);

// What an import keeps beyond those sections, printed by both.
const EVERY_SECTION_NEEDLES = [
  "Noor Saleh",
  "Data Engineer",
  "fosstodon.org/@noor",
  ...headings(...RESUME_SECTIONS),
  "Courses: Databases, Distributed Systems",
  "Data pipelines (Expert)",
  "Airflow, dbt, Spark",
  "Python (Advanced)",
  "SQL",
  "Open Transit Amman",
  "Civic Data Jordan",
  "Maintainer",
  "Jan 2019 - Dec 2022",
  "Live bus arrival times from open feeds.",
  "Used by 40,000 riders a month",
  "GTFS, PostGIS",
  "Data Team of the Year",
  "For the streaming move.",
  "Streaming Retail Data on a Budget",
  "Data Engineering Weekly",
  "Sep 2022",
  "Mentor",
  "Code for Jordan",
  "Mar 2018 - Jun 2021",
  "Ran twelve weekend workshops",
  "Cycling",
  "Road, Gravel",
  "Rami Aziz, Head of Data",
  "Noor made our data reliable.",
].map(normalise);

/** The needles in the order the text shows them (each at its first whole-word appearance). */
function orderIn(text: string, needles: string[]): string[] {
  const flat = normalise(text);
  const at = (needle: string) => {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").exec(flat)?.index ?? -1;
  };
  const found = needles.map((needle) => ({ needle, index: at(needle) }));
  expect(found.filter((entry) => entry.index === -1).map((entry) => entry.needle)).toEqual([]);
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.needle);
}

describe.skipIf(!hasPoppler)("a template's PDF and its preview", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  it.each(
    RESUME_TEMPLATES.flatMap((template) => [
      [template, "two jobs", TWO_JOB_RESUME, TWO_JOB_NEEDLES] as const,
      [template, "every section", EVERY_SECTION_RESUME, EVERY_SECTION_NEEDLES] as const,
    ]),
  )("show the same texts in the same order: %s, %s", async (template, _name, resume, needles) => {
    const pdf = orderIn(extractText(await renderer.render(resume, template)), needles);
    expect(orderIn(previewText(resume, template), needles)).toEqual(pdf);
  });
});
