import { z } from "zod";
import { isSupportedLanguage, type TLanguage } from "../i18n";
import { optionalText, requiredText } from "../validation/text";
import { optionalWebAddress } from "../validation/web-address";
import { PAGE_SIZES } from "./page-size";

// The resume contract: one schema for the builder's form
// and the API. Messages are keys of the message catalog (common/i18n/en/resumes.ts).

export const RESUME_TEMPLATES = ["professional", "modern", "creative", "executive"] as const;
export type TResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const DEFAULT_RESUME_TEMPLATE: TResumeTemplate = "professional";

export const LANGUAGE_PROFICIENCIES = ["native", "fluent", "professional", "intermediate", "basic"] as const;
export type TLanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

export const RESUME_LIMITS = {
  title: 120,
  name: 100,
  email: 254,
  phone: 40,
  location: 120,
  summary: 2_000,
  shortText: 120,
  description: 4_000,
  gpa: 20,
  url: 300,
  skill: 50,
  experience: 30,
  education: 15,
  skills: 60,
  languages: 20,
  certifications: 30,
  highlight: 500,
  highlights: 30,
  keywords: 30,
  profiles: 20,
  skillGroups: 60,
  entries: 30,
} as const;

/** The largest resume body the API reads; larger answers 413. */
export const RESUME_BODY_LIMIT_BYTES = 256 * 1024;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A `YYYY-MM` month; blank answers `requiredMessage`. */
const requiredMonth = (requiredMessage: string) =>
  requiredText(7, requiredMessage).refine((value) => MONTH.test(value), { error: "resumes.validation.month" });

const optionalMonth = optionalText(7).refine((value) => value === undefined || MONTH.test(value), {
  error: "resumes.validation.month",
});

// "github.com/sam" is saved as "https://github.com/sam" (common/validation/web-address.ts).
const optionalUrl = optionalWebAddress(RESUME_LIMITS.url);

// A section or entry that is not an object (a string, a list, null) is named, not a zod default.
const objectError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "validation.required" : "validation.invalidValue",
};

const list = <TItem extends z.ZodType>(item: TItem, max: number) =>
  z.array(item, { error: "resumes.validation.list" }).max(max, { error: "resumes.validation.tooMany" });

export const ZPersonalInfoSchema = z.object(
  {
    fullName: requiredText(RESUME_LIMITS.name, "resumes.validation.fullNameRequired"),
    email: z
      .string({ error: "resumes.validation.invalidEmail" })
      .trim()
      .max(RESUME_LIMITS.email, { error: "validation.tooLong" })
      .pipe(z.email({ error: "resumes.validation.invalidEmail" })),
    phone: requiredText(RESUME_LIMITS.phone, "resumes.validation.phoneRequired"),
    location: requiredText(RESUME_LIMITS.location, "resumes.validation.locationRequired"),
    /** The headline under the name ("Programmer"): JSON Resume's `basics.label`. */
    label: optionalText(RESUME_LIMITS.shortText),
    summary: optionalText(RESUME_LIMITS.summary),
  },
  objectError,
);

export const ZExperienceSchema = z
  .object(
    {
      company: requiredText(RESUME_LIMITS.shortText, "resumes.validation.companyRequired"),
      position: requiredText(RESUME_LIMITS.shortText, "resumes.validation.positionRequired"),
      startDate: requiredMonth("resumes.validation.startDateRequired"),
      endDate: optionalMonth,
      current: z.boolean({ error: "validation.invalidValue" }).default(false),
      description: optionalText(RESUME_LIMITS.description),
    },
    objectError,
  )
  // A current position has no end; an end is never before the start ("YYYY-MM" sorts as text).
  .transform((entry) => (entry.current ? { ...entry, endDate: undefined } : entry))
  .refine((entry) => !entry.endDate || entry.endDate >= entry.startDate, {
    error: "resumes.validation.endBeforeStart",
    path: ["endDate"],
  });

export const ZEducationSchema = z.object(
  {
    institution: requiredText(RESUME_LIMITS.shortText, "resumes.validation.institutionRequired"),
    degree: requiredText(RESUME_LIMITS.shortText, "resumes.validation.degreeRequired"),
    field: requiredText(RESUME_LIMITS.shortText, "resumes.validation.fieldRequired"),
    graduationDate: requiredMonth("resumes.validation.graduationDateRequired"),
    gpa: optionalText(RESUME_LIMITS.gpa),
    courses: list(
      requiredText(RESUME_LIMITS.shortText, "resumes.validation.nameRequired"),
      RESUME_LIMITS.keywords,
    ).default([]),
  },
  objectError,
);

export const ZResumeLinksSchema = z.object(
  {
    website: optionalUrl,
    linkedin: optionalUrl,
    github: optionalUrl,
    portfolio: optionalUrl,
  },
  objectError,
);

export const ZLanguageSchema = z.object(
  {
    language: requiredText(RESUME_LIMITS.shortText, "resumes.validation.languageRequired"),
    proficiency: z.enum(LANGUAGE_PROFICIENCIES, { error: "validation.invalidOption" }),
  },
  objectError,
);

export const ZCertificationSchema = z.object(
  {
    name: requiredText(RESUME_LIMITS.shortText, "resumes.validation.certificationRequired"),
    issuer: optionalText(RESUME_LIMITS.shortText),
    date: optionalMonth,
    url: optionalUrl,
  },
  objectError,
);

/** Short lines of an entry (a project's highlights, a volunteer role's achievements). */
const highlights = list(
  requiredText(RESUME_LIMITS.highlight, "resumes.validation.nameRequired"),
  RESUME_LIMITS.highlights,
).default([]);
const keywords = list(
  requiredText(RESUME_LIMITS.skill, "resumes.validation.nameRequired"),
  RESUME_LIMITS.keywords,
).default([]);
const requiredName = requiredText(RESUME_LIMITS.shortText, "resumes.validation.nameRequired");
const optionalShort = optionalText(RESUME_LIMITS.shortText);
const optionalLong = optionalText(RESUME_LIMITS.description);

/** A profile on any network beyond the LinkedIn, GitHub and portfolio links (JSON Resume `profiles`). */
export const ZProfileSchema = z.object(
  { network: requiredName, username: optionalShort, url: optionalUrl },
  objectError,
);

/** A skill with its level and keywords (JSON Resume `skills`); its name and keywords are in `skills` too. */
export const ZSkillGroupSchema = z.object(
  { name: requiredText(RESUME_LIMITS.skill, "resumes.validation.skillRequired"), level: optionalShort, keywords },
  objectError,
);

export const ZProjectSchema = z.object(
  {
    name: requiredName,
    description: optionalLong,
    startDate: optionalMonth,
    endDate: optionalMonth,
    url: optionalUrl,
    highlights,
    keywords,
    roles: list(requiredName, RESUME_LIMITS.keywords).default([]),
    entity: optionalShort,
    type: optionalShort,
  },
  objectError,
);

export const ZVolunteerSchema = z.object(
  {
    organization: requiredName,
    position: optionalShort,
    url: optionalUrl,
    startDate: optionalMonth,
    endDate: optionalMonth,
    summary: optionalLong,
    highlights,
  },
  objectError,
);

export const ZAwardSchema = z.object(
  { title: requiredName, date: optionalMonth, awarder: optionalShort, summary: optionalLong },
  objectError,
);

export const ZPublicationSchema = z.object(
  { name: requiredName, publisher: optionalShort, releaseDate: optionalMonth, url: optionalUrl, summary: optionalLong },
  objectError,
);

export const ZInterestSchema = z.object({ name: requiredName, keywords }, objectError);

export const ZReferenceSchema = z.object({ name: requiredName, reference: optionalLong }, objectError);

/** Skills are trimmed, non-blank and distinct (ignoring case), as the form adds them. */
export const ZSkillsSchema = list(
  requiredText(RESUME_LIMITS.skill, "resumes.validation.skillRequired"),
  RESUME_LIMITS.skills,
).refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, {
  error: "resumes.validation.duplicateSkill",
});

/** A language the site ships (its catalogue exists), for a resume's words. */
export const ZResumeLanguageSchema = z.custom<TLanguage>(
  (value) => typeof value === "string" && isSupportedLanguage(value),
  { error: "validation.invalidOption" },
);

/** What a resume holds, without its title and template: the builder's form values. */
export const ZResumeContentSchema = z.object({
  personalInfo: ZPersonalInfoSchema,
  experience: list(ZExperienceSchema, RESUME_LIMITS.experience),
  education: list(ZEducationSchema, RESUME_LIMITS.education),
  skills: ZSkillsSchema,
  links: ZResumeLinksSchema.prefault({}),
  languages: list(ZLanguageSchema, RESUME_LIMITS.languages).default([]),
  certifications: list(ZCertificationSchema, RESUME_LIMITS.certifications).default([]),
  // The other sections of JSON Resume: absent in older rows, so empty by default.
  profiles: list(ZProfileSchema, RESUME_LIMITS.profiles).default([]),
  skillGroups: list(ZSkillGroupSchema, RESUME_LIMITS.skillGroups).default([]),
  projects: list(ZProjectSchema, RESUME_LIMITS.entries).default([]),
  volunteer: list(ZVolunteerSchema, RESUME_LIMITS.entries).default([]),
  awards: list(ZAwardSchema, RESUME_LIMITS.entries).default([]),
  publications: list(ZPublicationSchema, RESUME_LIMITS.entries).default([]),
  interests: list(ZInterestSchema, RESUME_LIMITS.entries).default([]),
  references: list(ZReferenceSchema, RESUME_LIMITS.entries).default([]),
  /** Letter or A4 as chosen; absent, the location decides (common/resumes/page-size.ts). */
  pageSize: z.enum(PAGE_SIZES, { error: "validation.invalidOption" }).optional(),
  /**
   * The language of the page's headings and fixed words (common/resumes/resume-words.ts), a
   * shipped language's code. Absent: a new resume takes its owner's language and a saved one
   * keeps its own. Kept in its own column, not with the content.
   */
  language: ZResumeLanguageSchema.optional(),
});
export type TResumeContent = z.output<typeof ZResumeContentSchema>;
export type TResumeContentInput = z.input<typeof ZResumeContentSchema>;

/** The body of POST /api/resumes and PUT /api/resumes/{id}. */
export const ZResumeSchema = ZResumeContentSchema.extend({
  title: requiredText(RESUME_LIMITS.title, "resumes.validation.titleRequired"),
  template: z.enum(RESUME_TEMPLATES, { error: "validation.invalidOption" }).default(DEFAULT_RESUME_TEMPLATE),
});
export type TResume = z.output<typeof ZResumeSchema>;
export type TResumeInput = z.input<typeof ZResumeSchema>;

/** A saved resume as the API answers it. */
export interface TSavedResume extends TResume {
  id: number;
  language: TLanguage;
  createdAt: string;
  updatedAt: string;
}

/** One row of GET /api/resumes (newest first): no content, so the list stays small. */
export interface TResumeSummary {
  id: number;
  title: string;
  template: TResumeTemplate;
  language: TLanguage;
  fullName: string;
  createdAt: string;
  updatedAt: string;
}

// POST /api/resumes/generate-summary: the summary is written while the form is still being
// filled, so every field may be missing or blank; what is there is still checked.
const draftText = (max: number) => optionalText(max);
const draftMonth = optionalMonth;
export const ZGenerateSummarySchema = z.object({
  personalInfo: z
    .object({ fullName: draftText(RESUME_LIMITS.name), location: draftText(RESUME_LIMITS.location) }, objectError)
    .prefault({}),
  experience: list(
    z.object(
      {
        company: draftText(RESUME_LIMITS.shortText),
        position: draftText(RESUME_LIMITS.shortText),
        startDate: draftMonth,
        endDate: draftMonth,
        current: z.boolean({ error: "validation.invalidValue" }).default(false),
        description: draftText(RESUME_LIMITS.description),
      },
      objectError,
    ),
    RESUME_LIMITS.experience,
  ).default([]),
  education: list(
    z.object(
      {
        institution: draftText(RESUME_LIMITS.shortText),
        degree: draftText(RESUME_LIMITS.shortText),
        field: draftText(RESUME_LIMITS.shortText),
        graduationDate: draftMonth,
      },
      objectError,
    ),
    RESUME_LIMITS.education,
  ).default([]),
  skills: list(draftText(RESUME_LIMITS.skill), RESUME_LIMITS.skills)
    .default([])
    .transform((skills) => skills.filter((skill): skill is string => Boolean(skill))),
  /** The skill groups: a group with keywords is a heading, not a skill. */
  skillGroups: list(
    z.object(
      {
        name: draftText(RESUME_LIMITS.skill),
        keywords: list(draftText(RESUME_LIMITS.skill), RESUME_LIMITS.keywords).default([]),
      },
      objectError,
    ),
    RESUME_LIMITS.skillGroups,
  ).default([]),
});
export type TSummaryInput = z.output<typeof ZGenerateSummarySchema>;

// POST /api/resumes/generate-content ("Enhance with AI"): the same draft as the summary's, with
// the summary itself, which is rewritten too.
export const ZGenerateContentSchema = ZGenerateSummarySchema.extend({
  personalInfo: z
    .object(
      {
        fullName: draftText(RESUME_LIMITS.name),
        location: draftText(RESUME_LIMITS.location),
        summary: draftText(RESUME_LIMITS.summary),
      },
      objectError,
    )
    .prefault({}),
});
export type TContentInput = z.output<typeof ZGenerateContentSchema>;

/** GET /api/resumes/{id}/download?template= (the saved template when absent). */
export const ZDownloadQuerySchema = z.object({
  template: z.enum(RESUME_TEMPLATES, { error: "validation.invalidOption" }).optional(),
});

/** What a new resume's title is made from. */
export interface TTitleSource {
  personalInfo: { fullName: string; label?: string };
  experience: { position?: string; startDate?: string; current?: boolean }[];
}

/**
 * The title a new resume gets, so that a person's resumes tell apart: the headline ("Senior
 * Frontend Engineer"), else the latest role's position (a current one first, then the latest
 * started), else "{name} - Resume".
 */
export function defaultResumeTitle(resume: TTitleSource): string {
  const clean = (text: string | undefined) => text?.replace(/\s+/g, " ").trim() ?? "";
  const latest = [...resume.experience]
    .filter((entry) => clean(entry.position))
    .sort(
      (a, b) =>
        Number(Boolean(b.current)) - Number(Boolean(a.current)) || clean(b.startDate).localeCompare(clean(a.startDate)),
    )[0];
  const name = clean(resume.personalInfo.fullName);
  const title = clean(resume.personalInfo.label) || clean(latest?.position) || (name ? `${name} - Resume` : "Resume");
  return Array.from(title).slice(0, RESUME_LIMITS.title).join("").trim();
}

/** The PDF's file name: `Jane_Doe_Resume.pdf`, letters of any script kept. */
export function resumeFileName(fullName: string, extension: "pdf" | "json" = "pdf"): string {
  const name = fullName
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${name ? `${name}_` : ""}Resume.${extension}`;
}
