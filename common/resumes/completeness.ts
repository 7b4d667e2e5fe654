// How complete a resume is (in steps, not a jump from 25% to 100%): the
// share of its sections that hold enough to print. The five core sections always count; an
// optional section counts once the person has begun it, so adding an empty entry asks for it
// to be filled and a finished one counts like the rest. The builder's progress bar reads it as
// the form is typed, so it accepts half-filled form values as well as a saved resume.

/** The sections every resume is measured on. */
export const CORE_COMPLETENESS_SECTIONS = ["contact", "summary", "experience", "education", "skills"] as const;
/** Sections that count only once begun. */
export const OPTIONAL_COMPLETENESS_SECTIONS = ["links", "languages", "certifications"] as const;

export type TCompletenessSection =
  (typeof CORE_COMPLETENESS_SECTIONS)[number] | (typeof OPTIONAL_COMPLETENESS_SECTIONS)[number];

export interface TCompleteness {
  /** 0 to 100, rounded down: 100 only when every counted section is filled. */
  percent: number;
  /** The sections counted, in form order, and whether each holds enough to print. */
  sections: { section: TCompletenessSection; isFilled: boolean }[];
}

type TEntry = Record<string, unknown>;

const filled = (value: unknown): boolean => typeof value === "string" && value.trim().length > 0;
const record = (value: unknown): TEntry =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as TEntry) : {};
const entries = (value: unknown): TEntry[] => (Array.isArray(value) ? value.map(record) : []);

/** Whether each core section holds enough to print. */
const CORE_RULES: Record<(typeof CORE_COMPLETENESS_SECTIONS)[number], (resume: TEntry) => boolean> = {
  // A name and one way to reach the person.
  contact: (resume) => {
    const personal = record(resume.personalInfo);
    return filled(personal.fullName) && (filled(personal.email) || filled(personal.phone));
  },
  summary: (resume) => filled(record(resume.personalInfo).summary),
  // A role: the position, where and since when.
  experience: (resume) =>
    entries(resume.experience).some(
      (entry) => filled(entry.position) && filled(entry.company) && filled(entry.startDate),
    ),
  // A school and what was studied there.
  education: (resume) =>
    entries(resume.education).some(
      (entry) => filled(entry.institution) && (filled(entry.degree) || filled(entry.field)),
    ),
  skills: (resume) => Array.isArray(resume.skills) && resume.skills.some(filled),
};

/** For each optional section: whether it is begun, and whether it is filled. */
const OPTIONAL_RULES: Record<
  (typeof OPTIONAL_COMPLETENESS_SECTIONS)[number],
  { isBegun: (resume: TEntry) => boolean; isFilled: (resume: TEntry) => boolean }
> = {
  // A link is whole as soon as it is typed: begun means filled.
  links: {
    isBegun: (resume) => Object.values(record(resume.links)).some(filled),
    isFilled: (resume) => Object.values(record(resume.links)).some(filled),
  },
  languages: {
    isBegun: (resume) => entries(resume.languages).length > 0,
    isFilled: (resume) => entries(resume.languages).some((entry) => filled(entry.language)),
  },
  certifications: {
    isBegun: (resume) => entries(resume.certifications).length > 0,
    isFilled: (resume) => entries(resume.certifications).some((entry) => filled(entry.name)),
  },
};

/** The completeness of a resume or of the builder's form values. */
export function resumeCompleteness(resume: unknown): TCompleteness {
  const source = record(resume);
  const sections: TCompleteness["sections"] = CORE_COMPLETENESS_SECTIONS.map((section) => ({
    section,
    isFilled: CORE_RULES[section](source),
  }));
  for (const section of OPTIONAL_COMPLETENESS_SECTIONS) {
    const rule = OPTIONAL_RULES[section];
    if (rule.isBegun(source)) sections.push({ section, isFilled: rule.isFilled(source) });
  }
  const done = sections.filter((entry) => entry.isFilled).length;
  return { percent: Math.floor((done / sections.length) * 100), sections };
}
