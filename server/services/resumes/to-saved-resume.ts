import { isSupportedLanguage, type TLanguage } from "@common/i18n";
import {
  DEFAULT_RESUME_TEMPLATE,
  RESUME_TEMPLATES,
  ZResumeContentSchema,
  type TResume,
  type TResumeContent,
  type TResumeTemplate,
  type TSavedResume,
  type TResumeSummary,
} from "@common/resumes/schema";
import { isPageSize } from "@common/resumes/page-size";
import type { TResumeRow } from "./resume-access";

const EMPTY_PERSONAL_INFO: TResumeContent["personalInfo"] = {
  fullName: "",
  email: "",
  phone: "",
  location: "",
  label: undefined,
  summary: undefined,
};
const EMPTY_LINKS: TResumeContent["links"] = {
  website: undefined,
  linkedin: undefined,
  github: undefined,
  portfolio: undefined,
};

function toTemplate(value: string): TResumeTemplate {
  return (RESUME_TEMPLATES as readonly string[]).includes(value) ? (value as TResumeTemplate) : DEFAULT_RESUME_TEMPLATE;
}

/**
 * The stored content as the current contract. Rows written before a section existed (the demo
 * seed has no links, languages or certifications) get that section's default; a row the
 * schema no longer accepts is still answered, section by section, rather than failing.
 */
export function toResumeContent(stored: unknown): TResumeContent {
  const parsed = ZResumeContentSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const content = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<TResumeContent>;
  return {
    personalInfo: { ...EMPTY_PERSONAL_INFO, ...content.personalInfo },
    experience: Array.isArray(content.experience) ? content.experience : [],
    education: Array.isArray(content.education) ? content.education : [],
    skills: Array.isArray(content.skills) ? content.skills : [],
    links: { ...EMPTY_LINKS, ...(typeof content.links === "object" ? content.links : {}) },
    languages: Array.isArray(content.languages) ? content.languages : [],
    certifications: Array.isArray(content.certifications) ? content.certifications : [],
    profiles: Array.isArray(content.profiles) ? content.profiles : [],
    skillGroups: Array.isArray(content.skillGroups) ? content.skillGroups : [],
    projects: Array.isArray(content.projects) ? content.projects : [],
    volunteer: Array.isArray(content.volunteer) ? content.volunteer : [],
    awards: Array.isArray(content.awards) ? content.awards : [],
    publications: Array.isArray(content.publications) ? content.publications : [],
    interests: Array.isArray(content.interests) ? content.interests : [],
    references: Array.isArray(content.references) ? content.references : [],
    pageSize: isPageSize(content.pageSize) ? content.pageSize : undefined,
  };
}

/** A stored language the site no longer ships reads as English. */
export function toResumeLanguage(value: string | null | undefined): TLanguage {
  return isSupportedLanguage(value) ? value : "en";
}

/** What the content column holds: everything but the title, the template and the language (their own columns). */
export function toStoredContent(resume: TResume): TResumeContent {
  const { title: _title, template: _template, language: _language, ...content } = resume;
  return content;
}

/**
 * A stored resume as the contract. A frozen copy without a language (an application's) reads
 * as English.
 */
export function toResume(
  row: Pick<TResumeRow, "content" | "title" | "template"> & { language?: string | null },
): TResume & { language: TLanguage } {
  const { language: _stored, ...content } = toResumeContent(row.content);
  return { ...content, title: row.title, template: toTemplate(row.template), language: toResumeLanguage(row.language) };
}

export function toSavedResume(row: TResumeRow): TSavedResume {
  return {
    id: row.id,
    ...toResume(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toResumeSummary(
  row: Pick<TResumeRow, "id" | "title" | "template" | "language" | "createdAt" | "updatedAt"> & {
    fullName: unknown;
  },
): TResumeSummary {
  return {
    id: row.id,
    title: row.title,
    template: toTemplate(row.template),
    language: toResumeLanguage(row.language),
    fullName: typeof row.fullName === "string" ? row.fullName : "",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
