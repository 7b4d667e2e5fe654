import {
  DEFAULT_RESUME_TEMPLATE,
  LANGUAGE_PROFICIENCIES,
  RESUME_TEMPLATES,
  type TLanguageProficiency,
  type TResumeTemplate,
} from "@common/resumes/schema";
import { isPageSize, type TPageSize } from "@common/resumes/page-size";

// The builder's form values: every text a string (blank while unfilled), so inputs stay
// controlled and a draft or an API answer can be poured in without undefined holes. The
// shape is ZResumeContentSchema's input, which the form validates on submit.

export interface TExperienceValues {
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}
export interface TEducationValues {
  institution: string;
  degree: string;
  field: string;
  graduationDate: string;
  gpa: string;
}
export interface TLanguageValues {
  language: string;
  proficiency: TLanguageProficiency;
}
export interface TCertificationValues {
  name: string;
  issuer: string;
  date: string;
  url: string;
}
export interface TResumeFormValues {
  personalInfo: { fullName: string; email: string; phone: string; location: string; summary: string };
  experience: TExperienceValues[];
  education: TEducationValues[];
  skills: string[];
  links: { website: string; linkedin: string; github: string; portfolio: string };
  languages: TLanguageValues[];
  certifications: TCertificationValues[];
  /** Letter or A4 once chosen; until then the location decides (common/resumes/page-size.ts). */
  pageSize?: TPageSize;
}

export const DEFAULT_PROFICIENCY: TLanguageProficiency = "fluent";

export const emptyExperience = (): TExperienceValues => ({
  company: "",
  position: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
});
export const emptyEducation = (): TEducationValues => ({
  institution: "",
  degree: "",
  field: "",
  graduationDate: "",
  gpa: "",
});
export const emptyLanguage = (): TLanguageValues => ({ language: "", proficiency: DEFAULT_PROFICIENCY });
export const emptyCertification = (): TCertificationValues => ({ name: "", issuer: "", date: "", url: "" });

/** A fresh form: one empty experience and one empty education entry (spec-1 section 5). */
export function emptyResumeValues(): TResumeFormValues {
  return {
    personalInfo: { fullName: "", email: "", phone: "", location: "", summary: "" },
    experience: [emptyExperience()],
    education: [emptyEducation()],
    skills: [],
    links: { website: "", linkedin: "", github: "", portfolio: "" },
    languages: [],
    certifications: [],
  };
}

const MAX_ENTRIES = 100;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const entries = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.slice(0, MAX_ENTRIES).map(record) : [];

export const isResumeTemplate = (value: unknown): value is TResumeTemplate =>
  typeof value === "string" && (RESUME_TEMPLATES as readonly string[]).includes(value);

export const toTemplate = (value: unknown): TResumeTemplate =>
  isResumeTemplate(value) ? value : DEFAULT_RESUME_TEMPLATE;

const toProficiency = (value: unknown): TLanguageProficiency =>
  typeof value === "string" && (LANGUAGE_PROFICIENCIES as readonly string[]).includes(value)
    ? (value as TLanguageProficiency)
    : DEFAULT_PROFICIENCY;

/**
 * Any resume-like value (a saved resume, an imported draft, a stored draft) as form values.
 * Missing texts become blank; lists keep their length, including none, so a resume saved
 * without education is not handed an empty entry it cannot submit.
 */
export function toFormValues(input: unknown): TResumeFormValues {
  const source = record(input);
  const personalInfo = record(source.personalInfo);
  const links = record(source.links);
  const seenSkills = new Set<string>();
  const skills: string[] = [];
  for (const skill of Array.isArray(source.skills) ? source.skills : []) {
    const trimmed = text(skill).trim();
    if (!trimmed || seenSkills.has(trimmed.toLowerCase())) continue;
    seenSkills.add(trimmed.toLowerCase());
    skills.push(trimmed);
  }
  return {
    personalInfo: {
      fullName: text(personalInfo.fullName),
      email: text(personalInfo.email),
      phone: text(personalInfo.phone),
      location: text(personalInfo.location),
      summary: text(personalInfo.summary),
    },
    experience: entries(source.experience).map((entry) => ({
      company: text(entry.company),
      position: text(entry.position),
      startDate: text(entry.startDate),
      endDate: text(entry.endDate),
      current: entry.current === true,
      description: text(entry.description),
    })),
    education: entries(source.education).map((entry) => ({
      institution: text(entry.institution),
      degree: text(entry.degree),
      field: text(entry.field),
      graduationDate: text(entry.graduationDate),
      gpa: text(entry.gpa),
    })),
    skills: skills.slice(0, MAX_ENTRIES),
    links: {
      website: text(links.website),
      linkedin: text(links.linkedin),
      github: text(links.github),
      portfolio: text(links.portfolio),
    },
    languages: entries(source.languages).map((entry) => ({
      language: text(entry.language),
      proficiency: toProficiency(entry.proficiency),
    })),
    certifications: entries(source.certifications).map((entry) => ({
      name: text(entry.name),
      issuer: text(entry.issuer),
      date: text(entry.date),
      url: text(entry.url),
    })),
    pageSize: isPageSize(source.pageSize) ? source.pageSize : undefined,
  };
}

/** Whether the person has typed anything at all (a fresh form is "no resume data"). */
export function hasAnyContent(values: TResumeFormValues): boolean {
  return JSON.stringify(toFormValues(values)) !== JSON.stringify(emptyResumeValues());
}

/** A short, stable fingerprint of what would be saved: tells unsaved changes apart. */
export function fingerprintResume(values: unknown, template: TResumeTemplate): string {
  const serialized = JSON.stringify([toFormValues(values), template]);
  let hash = 5381;
  for (let index = 0; index < serialized.length; index += 1) {
    hash = ((hash << 5) + hash + serialized.charCodeAt(index)) | 0;
  }
  return `${serialized.length}:${(hash >>> 0).toString(36)}`;
}
