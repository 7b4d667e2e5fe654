// The order of every template, defined once: which sections stand in the main flow
// and which on a side panel, and the order of the fields of each entry, line by line. The PDF
// templates (server/pdf/templates) and the in-app preview (app/components/resume-preview)
// both read it, so a template's PDF shows what its preview shows, in the same order.
//
// Each line is set as one paragraph, its fields joined by the template's separator: text
// extractors (applicant-tracking systems, pdftotext) then read an entry's dates right after its
// company, never in a column of their own.
import type { TDisplayResume, TDisplaySkillGroup } from "./display-resume";
import { formatDateRange, formatMonth, RESUME_SECTIONS, type TResumeSection } from "./format";
import type { TResumeText } from "./resume-words";
import type { TResumeTemplate } from "./schema";

export type TExperienceField = "position" | "company" | "dates";
export type TEducationField = "title" | "institution" | "graduationDate" | "gpa" | "courses";
export type TCertificationField = "name" | "issuer" | "date";

/** The lines of an entry, each the fields it shows in reading order. */
export type TEntryLines<TField extends string> = readonly (readonly TField[])[];

export interface TTemplateLayout {
  /**
   * Sections set together on a tinted panel (Modern). They follow one another in RESUME_SECTIONS,
   * and the panel stands where they do: skills, languages and certifications right after the
   * education, before the awards and the references, as a recruiter reads them.
   */
  panel: readonly TResumeSection[];
  experience: TEntryLines<TExperienceField>;
  education: TEntryLines<TEducationField>;
  certification: TEntryLines<TCertificationField>;
  /** Projects, volunteering, awards, publications and references (see entryViews). */
  entry: TEntryLines<TEntryField>;
  /**
   * Between two fields of a line and between the items of a list (skills, languages). A
   * no-break space binds it to what comes before, so a wrapped line never starts with it.
   */
  separator: string;
}

const EDUCATION: TEntryLines<TEducationField> = [["title"], ["institution", "graduationDate", "gpa"], ["courses"]];
const CERTIFICATION: TEntryLines<TCertificationField> = [["name"], ["issuer", "date"]];
// As each template sets a job: the title first, or (Executive) the organisation and dates first.
const ENTRY: TEntryLines<TEntryField> = [["title"], ["subtitle", "meta", "dates"], ["tags"]];
/** A skill group or an interest: one line, "Data pipelines (Expert): Airflow, dbt". */
const COMPACT_ENTRY: TEntryLines<TEntryField> = [["title", "tags"]];
const COMPACT_SEPARATOR = ": ";

export const TEMPLATE_LAYOUTS: Record<TResumeTemplate, TTemplateLayout> = {
  professional: {
    panel: [],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    entry: ENTRY,
    separator: "\u00a0· ",
  },
  modern: {
    panel: ["skills", "languages", "certifications"],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    entry: ENTRY,
    separator: "\u00a0| ",
  },
  creative: {
    panel: [],
    experience: [["position"], ["company", "dates"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    entry: ENTRY,
    separator: "\u00a0· ",
  },
  executive: {
    panel: [],
    experience: [["company", "dates"], ["position"]],
    education: EDUCATION,
    certification: CERTIFICATION,
    entry: [["subtitle", "dates"], ["title", "meta"], ["tags"]],
    separator: ", ",
  },
};

/** Sections that follow one another on the page: in the main flow, or together on the panel. */
export interface TSectionRun {
  onPanel: boolean;
  sections: TResumeSection[];
}

/**
 * The visible sections of a template: `main`, those of the main flow, and `panel`, those on its
 * panel, each in RESUME_SECTIONS' order; `runs`, all of them in the order the page sets them.
 */
export function templateSections(
  template: TResumeTemplate,
  visible: readonly TResumeSection[],
): { main: TResumeSection[]; panel: TResumeSection[]; runs: TSectionRun[] } {
  const { panel } = TEMPLATE_LAYOUTS[template];
  const shown = RESUME_SECTIONS.filter((section) => visible.includes(section));
  const runs: TSectionRun[] = [];
  for (const section of shown) {
    const onPanel = panel.includes(section);
    const last = runs.at(-1);
    if (last?.onPanel === onPanel) last.sections.push(section);
    else runs.push({ onPanel, sections: [section] });
  }
  return {
    main: shown.filter((section) => !panel.includes(section)),
    panel: shown.filter((section) => panel.includes(section)),
    runs,
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

/**
 * The fields of the sections every template sets alike: `title` (a project, award, publication,
 * reference or interest, a volunteer role), `subtitle` (the organisation, awarder or publisher),
 * `meta` (a project's roles), `dates` and `tags` (keywords).
 */
export type TEntryField = "title" | "subtitle" | "meta" | "dates" | "tags";
export const ENTRY_SECTIONS = ["projects", "awards", "publications", "volunteer", "interests", "references"] as const;
export type TEntrySection = (typeof ENTRY_SECTIONS)[number];

/** One entry of such a section, as both the preview and the PDF set it. */
export interface TEntryView {
  texts: Record<TEntryField, string>;
  hrefs: Partial<Record<TEntryField, string>>;
  /** A paragraph (or bullets typed as "- ") under the lines. */
  body: string;
  /** Short achievements (JSON Resume `highlights`), a bullet each. */
  bullets: string[];
  /** Its lines: COMPACT_ENTRY for interests, the template's `entry` otherwise. */
  isCompact: boolean;
}

export const isEntrySection = (section: TResumeSection): section is TEntrySection =>
  (ENTRY_SECTIONS as readonly string[]).includes(section);

function view(texts: Partial<Record<TEntryField, string>>, rest: Partial<Omit<TEntryView, "texts">> = {}): TEntryView {
  return {
    texts: { title: "", subtitle: "", meta: "", dates: "", tags: "", ...texts },
    hrefs: rest.hrefs ?? {},
    body: rest.body ?? "",
    bullets: rest.bullets ?? [],
    isCompact: rest.isCompact ?? false,
  };
}

// Lists inside a field read as a phrase ("Lead, Maintainer"), not with the template's separator.
const phrase = (values: readonly string[]) => values.join(", ");
const range = (entry: { startDate: string; endDate: string }, locale: string) =>
  formatDateRange(entry, { present: "", locale });

/**
 * The entries of a section set by the shared lines, in the resume's order, with the dates in the
 * resume's words (a volunteer role still under way ends "Present", as a job does).
 */
export function entryViews(
  resume: TDisplayResume,
  section: TEntrySection,
  text: Pick<TResumeText, "locale" | "roleDates">,
): TEntryView[] {
  const { locale } = text;
  switch (section) {
    case "projects":
      return resume.projects.map((entry) =>
        view(
          {
            title: entry.name,
            subtitle: entry.entity,
            meta: phrase(entry.roles),
            dates: range(entry, locale),
            tags: phrase(entry.keywords),
          },
          { hrefs: { title: entry.url || undefined }, body: entry.description, bullets: entry.highlights },
        ),
      );
    case "volunteer":
      return resume.volunteer.map((entry) =>
        view(
          { title: entry.position, subtitle: entry.organization, dates: text.roleDates(entry) },
          { hrefs: { subtitle: entry.url || undefined }, body: entry.summary, bullets: entry.highlights },
        ),
      );
    case "awards":
      return resume.awards.map((entry) =>
        view(
          { title: entry.title, subtitle: entry.awarder, dates: formatMonth(entry.date, locale) },
          { body: entry.summary },
        ),
      );
    case "publications":
      return resume.publications.map((entry) =>
        view(
          { title: entry.name, subtitle: entry.publisher, dates: formatMonth(entry.releaseDate, locale) },
          { hrefs: { title: entry.url || undefined }, body: entry.summary },
        ),
      );
    case "interests":
      return resume.interests.map((entry) =>
        view({ title: entry.name, tags: phrase(entry.keywords) }, { isCompact: true }),
      );
    case "references":
      return resume.references.map((entry) => view({ title: entry.name }, { body: entry.reference }));
  }
}

/** A skill group's line: "Web Development (Master): HTML, CSS, JavaScript". */
export const skillGroupView = (group: TDisplaySkillGroup): TEntryView =>
  view(
    { title: group.level ? `${group.name} (${group.level})` : group.name, tags: phrase(group.keywords) },
    { isCompact: true },
  );

/** An entry view's lines with their texts, in the template's order, and what stands between two fields. */
export function entryViewLines(template: TResumeTemplate, entry: TEntryView) {
  const layout = TEMPLATE_LAYOUTS[template];
  return {
    lines: entryLines(entry.isCompact ? COMPACT_ENTRY : layout.entry, entry.texts),
    separator: entry.isCompact ? COMPACT_SEPARATOR : layout.separator,
  };
}
