// The order of every template, defined once (issue 16): which sections stand in the main flow
// and which on a side panel, and the order of the fields of each entry, line by line. The PDF
// templates (server/pdf/templates) and the in-app preview (app/features/resume-builder/templates)
// both read it, so a template's PDF shows what its preview shows, in the same order.
//
// Each line is set as one paragraph, its fields joined by the template's separator: text
// extractors (applicant-tracking systems, pdftotext) then read an entry's dates right after its
// company, never in a column of their own.
import { RESUME_SECTIONS, type TResumeSection } from "./format";
import type { TResumeTemplate } from "./schema";

export type TExperienceField = "position" | "company" | "dates";
export type TEducationField = "title" | "institution" | "graduationDate" | "gpa";
export type TCertificationField = "name" | "issuer" | "date";

/** The lines of an entry, each the fields it shows in reading order. */
export type TEntryLines<TField extends string> = readonly (readonly TField[])[];

export interface TTemplateLayout {
  /** Sections on the tinted panel that follows the main flow (Modern); the rest keep RESUME_SECTIONS' order. */
  panel: readonly TResumeSection[];
  experience: TEntryLines<TExperienceField>;
  education: TEntryLines<TEducationField>;
  certification: TEntryLines<TCertificationField>;
  /**
   * Between two fields of a line and between the items of a list (skills, languages). A
   * no-break space binds it to what comes before, so a wrapped line never starts with it.
   */
  separator: string;
}

const EDUCATION: TEntryLines<TEducationField> = [["title"], ["institution", "graduationDate", "gpa"]];
const CERTIFICATION: TEntryLines<TCertificationField> = [["name"], ["issuer", "date"]];

export const TEMPLATE_LAYOUTS: Record<TResumeTemplate, TTemplateLayout> = {
  professional: {
    panel: [],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    separator: "\u00a0· ",
  },
  modern: {
    panel: ["skills", "languages", "certifications"],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    separator: "\u00a0| ",
  },
  creative: {
    panel: [],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    separator: "\u00a0· ",
  },
  executive: {
    panel: [],
    experience: [["company", "dates"], ["position"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    separator: ", ",
  },
};

/** The visible sections of a template, in the order it sets them: the main flow, then its panel. */
export function templateSections(
  template: TResumeTemplate,
  visible: readonly TResumeSection[],
): { main: TResumeSection[]; panel: TResumeSection[] } {
  const { panel } = TEMPLATE_LAYOUTS[template];
  const isShown = (section: TResumeSection) => visible.includes(section);
  return {
    main: RESUME_SECTIONS.filter((section) => isShown(section) && !panel.includes(section)),
    panel: panel.filter(isShown),
  };
}

export interface TLineField<TField extends string> {
  field: TField;
  text: string;
}

/**
 * An entry's lines with the texts of its fields (as the caller words them: dates, "GPA: 3.8"),
 * blank fields and lines left out.
 */
export function entryLines<TField extends string>(
  lines: TEntryLines<TField>,
  texts: Record<TField, string>,
): TLineField<TField>[][] {
  return lines
    .map((line) => line.map((field) => ({ field, text: texts[field].trim() })).filter((part) => part.text))
    .filter((line) => line.length > 0);
}
