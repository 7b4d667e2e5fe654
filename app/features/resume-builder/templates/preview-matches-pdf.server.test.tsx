// Issue 16 item 13: each template's preview shows what its PDF shows, in the same order. The two
// are separate implementations (HTML here, react-pdf in server/pdf) reading one layout
// (common/resumes/template-layout.ts); this compares the texts they put out.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { resumeTemplates } from "@common/i18n/en/resume-templates";
import { RESUME_SECTIONS } from "@common/resumes/format";
import { RESUME_TEMPLATES } from "@common/resumes/schema";
import { createPdfRenderer } from "../../../../server/pdf/renderer";
import type { TPdfRenderer } from "../../../../server/pdf/types";
import { TWO_JOB_RESUME } from "../../../../server/test/pdf-fixtures";
import { extractText, hasPoppler } from "../../../../server/test/pdf-test-helpers";
import { ResumePreview } from "./resume-preview";

const i18n = createI18n("en");

const normalise = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

function previewText(template: (typeof RESUME_TEMPLATES)[number]): string {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ResumePreview resume={TWO_JOB_RESUME} template={template} />
    </I18nextProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

// Every text the resume shows, as both print it.
const resume = TWO_JOB_RESUME;
const NEEDLES = [
  resume.personalInfo.fullName,
  resume.personalInfo.email,
  resume.personalInfo.phone,
  resume.personalInfo.location,
  "amira.dev",
  "linkedin.com/in/amira-haddad",
  "github.com/amirahaddad",
  "amira.dev/work",
  ...RESUME_SECTIONS.map((section) => resumeTemplates.resumeTemplates.sections[section]),
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

/** The needles in the order the text shows them (each at its first whole-word appearance). */
function orderIn(text: string): string[] {
  const flat = normalise(text);
  const at = (needle: string) => {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").exec(flat)?.index ?? -1;
  };
  const found = NEEDLES.map((needle) => ({ needle, index: at(needle) }));
  expect(found.filter((entry) => entry.index === -1).map((entry) => entry.needle)).toEqual([]);
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.needle);
}

describe.skipIf(!hasPoppler)("a template's PDF and its preview", () => {
  let renderer: TPdfRenderer;
  beforeAll(() => {
    renderer = createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  it.each(RESUME_TEMPLATES)("show the same texts in the same order: %s", async (template) => {
    const pdf = orderIn(extractText(await renderer.render(TWO_JOB_RESUME, template)));
    expect(orderIn(previewText(template))).toEqual(pdf);
  });
});
