import {
  educationHeadline,
  formatDateRange,
  formatMonth,
  latestPosition,
  toDisplayResume,
  visibleSections,
  type TDisplayCertification,
  type TDisplayEducation,
  type TDisplayExperience,
  type TDisplayLanguage,
  type TDisplayResume,
  type TResumeSection,
} from "@common/resumes/format";
import { resumePageSize } from "@common/resumes/page-size";
import type { TResume } from "@common/resumes/schema";
import type { TCertificationField, TEducationField, TExperienceField } from "@common/resumes/template-layout";
import { resumeTemplates } from "@common/i18n/en/resume-templates";

// The words of the PDF come from the same catalog entries as the in-app preview, read directly
// (the worker thread does not start i18next).
const words = resumeTemplates.resumeTemplates;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? "");

/** What a template needs: the cleaned resume, the sections to show, and its words. */
export interface TPdfResume {
  resume: TDisplayResume;
  sections: TResumeSection[];
  latestPosition: string;
  /** react-pdf's name of the paper (common/resumes/page-size.ts). */
  pageSize: "LETTER" | "A4";
}

export function toPdfResume(resume: TResume): TPdfResume {
  const display = toDisplayResume(resume);
  return {
    resume: display,
    sections: visibleSections(display),
    latestPosition: latestPosition(display.experience),
    pageSize: resumePageSize(resume) === "letter" ? "LETTER" : "A4",
  };
}

export const sectionHeading = (section: TResumeSection) => words.sections[section];

/** "Mar 2022 - Present" / "Jan 2019 - Feb 2022", in the PDF's words. */
export const experienceDates = (entry: TDisplayExperience) => formatDateRange(entry, { present: words.present });

/** "{degree} in {field}", or whichever of the two is there. */
export function educationTitle(entry: TDisplayEducation): string {
  const headline = educationHeadline(entry);
  return headline.key ? fill(words.degreeInField, headline.values) : headline.text;
}

/** The texts of an entry's fields, in the PDF's words, for its template's lines (template-layout.ts). */
export const experienceTexts = (entry: TDisplayExperience): Record<TExperienceField, string> => ({
  position: entry.position,
  company: entry.company,
  dates: experienceDates(entry),
});

export const educationTexts = (entry: TDisplayEducation): Record<TEducationField, string> => ({
  title: educationTitle(entry),
  institution: entry.institution,
  graduationDate: formatMonth(entry.graduationDate),
  gpa: entry.gpa ? fill(words.gpa, { gpa: entry.gpa }) : "",
  courses: entry.courses.length > 0 ? fill(words.courses, { courses: entry.courses.join(", ") }) : "",
});

export const certificationTexts = (entry: TDisplayCertification): Record<TCertificationField, string> => ({
  name: entry.name,
  issuer: entry.issuer,
  date: formatMonth(entry.date),
});

export const languageText = (entry: TDisplayLanguage) =>
  entry.proficiency ? `${entry.language} (${words.proficiency[entry.proficiency]})` : entry.language;

// The first letter decides a paragraph's direction (the Unicode bidi rule P2, as dir="auto").
const FIRST_STRONG = /[\p{L}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function isRightToLeft(text: string): boolean {
  const first = FIRST_STRONG.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}
