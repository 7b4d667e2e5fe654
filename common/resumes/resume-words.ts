// The words a resume's page prints besides its content: section headings, "Present", "GPA: 3.8",
// the proficiency names. They follow the resume's own language (its `language`), not the
// reader's: the PDF worker receives them resolved in its render message (server/pdf/renderer.ts),
// and the in-app preview resolves them for the resume it shows.
import { createTranslator, isSupportedLanguage, type TTranslate } from "../i18n";
import type { TDisplayCertification, TDisplayEducation, TDisplayExperience, TDisplayLanguage } from "./display-resume";
import { educationHeadline, formatDateRange, formatMonth, RESUME_SECTIONS, type TResumeSection } from "./format";
import { LANGUAGE_PROFICIENCIES, type TLanguageProficiency } from "./schema";
import type { TCertificationField, TEducationField, TExperienceField } from "./template-layout";

/** A resume's words in its language: plain data, so they can be posted to a worker thread. */
export interface TResumeWords {
  /** The language they are in; also the locale of the resume's dates. */
  language: string;
  sections: Record<TResumeSection | "contact", string>;
  proficiency: Record<TLanguageProficiency, string>;
  present: string;
  /** The texts below hold `{{name}}` placeholders, filled per entry by fillWords. */
  degreeInField: string;
  gpa: string;
  courses: string;
  documentTitle: string;
  documentSubject: string;
  /** The preview's stand-in while the name is blank. */
  emptyName: string;
}

/** A catalogue text's `{{name}}` placeholders replaced by the values (as i18next interpolates). */
export function fillWords(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? "");
}

/**
 * A role's dates (a job, a volunteer role): "Mar 2022 - Present" while it runs, that is when it
 * is marked current or has a start and no end; "Jan 2019 - Feb 2022" once it ended; the end
 * alone when no start is known. `present` is the resume's word for it (TResumeWords.present).
 */
export function formatRoleDates(
  entry: { startDate?: string; endDate?: string; current?: boolean },
  { present, locale = "en" }: { present: string; locale?: string },
): string {
  const isOpen = Boolean(entry.current) || (formatMonth(entry.startDate) !== "" && formatMonth(entry.endDate) === "");
  return formatDateRange({ ...entry, current: isOpen }, { present, locale });
}

/** The words of a resume in `language`, from its catalogue (English for a language not shipped). */
export function resumeWords(language: string | null | undefined): TResumeWords {
  const code = isSupportedLanguage(language) ? language : "en";
  const t: TTranslate = createTranslator(code);
  // Texts with placeholders are kept as templates: they are filled where the entry is known.
  const template = (key: string) => t(key, { skipInterpolation: true });
  const sectionKeys = [...RESUME_SECTIONS, "contact"] as const;
  return {
    language: code,
    sections: Object.fromEntries(
      sectionKeys.map((section) => [section, t(`resumeTemplates.sections.${section}`)]),
    ) as TResumeWords["sections"],
    proficiency: Object.fromEntries(
      LANGUAGE_PROFICIENCIES.map((level) => [level, t(`resumeTemplates.proficiency.${level}`)]),
    ) as TResumeWords["proficiency"],
    present: t("resumeTemplates.present"),
    degreeInField: template("resumeTemplates.degreeInField"),
    gpa: template("resumeTemplates.gpa"),
    courses: template("resumeTemplates.courses"),
    documentTitle: template("resumeTemplates.documentTitle"),
    documentSubject: t("resumeTemplates.documentSubject"),
    emptyName: t("resumeTemplates.emptyName"),
  };
}

/**
 * The texts every template writes the same way, in the resume's words: its section headings and
 * the fields of its entries for the template's lines (common/resumes/template-layout.ts).
 */
export function resumeText(words: TResumeWords) {
  const locale = words.language;
  return {
    words,
    locale,
    heading: (section: TResumeSection | "contact") => words.sections[section],
    /** A job's or a volunteer role's dates: "Mar 2022 - Present" / "Jan 2019 - Feb 2022". */
    roleDates: (entry: { startDate: string; endDate: string; current?: boolean }) =>
      formatRoleDates(entry, { present: words.present, locale }),
    experienceDates: (entry: TDisplayExperience) => formatRoleDates(entry, { present: words.present, locale }),
    experienceTexts: (entry: TDisplayExperience): Record<TExperienceField, string> => ({
      position: entry.position,
      company: entry.company,
      dates: formatRoleDates(entry, { present: words.present, locale }),
    }),
    educationTexts: (entry: TDisplayEducation): Record<TEducationField, string> => {
      const headline = educationHeadline(entry);
      return {
        title: headline.key ? fillWords(words.degreeInField, headline.values) : headline.text,
        institution: entry.institution,
        graduationDate: formatMonth(entry.graduationDate, locale),
        gpa: entry.gpa ? fillWords(words.gpa, { gpa: entry.gpa }) : "",
        courses: entry.courses.length > 0 ? fillWords(words.courses, { courses: entry.courses.join(", ") }) : "",
      };
    },
    certificationTexts: (entry: TDisplayCertification): Record<TCertificationField, string> => ({
      name: entry.name,
      issuer: entry.issuer,
      date: formatMonth(entry.date, locale),
    }),
    /** "Spanish (Fluent)". */
    languageText: (entry: TDisplayLanguage) =>
      entry.proficiency ? `${entry.language} (${words.proficiency[entry.proficiency]})` : entry.language,
    /** The PDF's title: "Jane Doe - Resume". */
    documentTitle: (fullName: string) =>
      fullName ? fillWords(words.documentTitle, { name: fullName }) : words.documentSubject,
  };
}
export type TResumeText = ReturnType<typeof resumeText>;
