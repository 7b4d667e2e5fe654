import { isSupportedLanguage, type TLanguage } from "@common/i18n";
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
  courses: string[];
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
// The JSON Resume sections: lists of short texts stay lists.
export interface TProfileValues {
  network: string;
  username: string;
  url: string;
}
export interface TSkillGroupValues {
  name: string;
  level: string;
  keywords: string[];
}
export interface TProjectValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  url: string;
  highlights: string[];
  keywords: string[];
  roles: string[];
  entity: string;
  type: string;
}
export interface TVolunteerValues {
  organization: string;
  position: string;
  url: string;
  startDate: string;
  endDate: string;
  summary: string;
  highlights: string[];
}
export interface TAwardValues {
  title: string;
  date: string;
  awarder: string;
  summary: string;
}
export interface TPublicationValues {
  name: string;
  publisher: string;
  releaseDate: string;
  url: string;
  summary: string;
}
export interface TInterestValues {
  name: string;
  keywords: string[];
}
export interface TReferenceValues {
  name: string;
  reference: string;
}
export interface TResumeFormValues {
  personalInfo: { fullName: string; email: string; phone: string; location: string; label: string; summary: string };
  experience: TExperienceValues[];
  education: TEducationValues[];
  skills: string[];
  links: { website: string; linkedin: string; github: string; portfolio: string };
  languages: TLanguageValues[];
  certifications: TCertificationValues[];
  profiles: TProfileValues[];
  skillGroups: TSkillGroupValues[];
  projects: TProjectValues[];
  volunteer: TVolunteerValues[];
  awards: TAwardValues[];
  publications: TPublicationValues[];
  interests: TInterestValues[];
  references: TReferenceValues[];
  /** Letter or A4 once chosen; until then the location decides (common/resumes/page-size.ts). */
  pageSize?: TPageSize;
  /**
   * The language of the page's headings, as saved (no control sets it while one language ships);
   * absent for a new resume, which the server gives its owner's language.
   */
  language?: TLanguage;
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
  courses: [],
});
export const emptyLanguage = (): TLanguageValues => ({ language: "", proficiency: DEFAULT_PROFICIENCY });
export const emptyCertification = (): TCertificationValues => ({ name: "", issuer: "", date: "", url: "" });

/** A blank entry of each JSON Resume section, for its add button. */
export const EMPTY_ENTRIES = {
  profiles: (): TProfileValues => ({ network: "", username: "", url: "" }),
  skillGroups: (): TSkillGroupValues => ({ name: "", level: "", keywords: [] }),
  projects: (): TProjectValues => ({
    name: "",
    description: "",
    startDate: "",
    endDate: "",
    url: "",
    highlights: [],
    keywords: [],
    roles: [],
    entity: "",
    type: "",
  }),
  volunteer: (): TVolunteerValues => ({
    organization: "",
    position: "",
    url: "",
    startDate: "",
    endDate: "",
    summary: "",
    highlights: [],
  }),
  awards: (): TAwardValues => ({ title: "", date: "", awarder: "", summary: "" }),
  publications: (): TPublicationValues => ({ name: "", publisher: "", releaseDate: "", url: "", summary: "" }),
  interests: (): TInterestValues => ({ name: "", keywords: [] }),
  references: (): TReferenceValues => ({ name: "", reference: "" }),
};

/** A fresh form: one empty experience and one empty education entry. */
export function emptyResumeValues(): TResumeFormValues {
  return {
    personalInfo: { fullName: "", email: "", phone: "", location: "", label: "", summary: "" },
    experience: [emptyExperience()],
    education: [emptyEducation()],
    skills: [],
    links: { website: "", linkedin: "", github: "", portfolio: "" },
    languages: [],
    certifications: [],
    profiles: [],
    skillGroups: [],
    projects: [],
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references: [],
  };
}

const MAX_ENTRIES = 100;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const entries = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.slice(0, MAX_ENTRIES).map(record) : [];
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.slice(0, MAX_ENTRIES).filter((item): item is string => typeof item === "string") : [];

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
      label: text(personalInfo.label),
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
      courses: texts(entry.courses),
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
    profiles: entries(source.profiles).map((entry) => ({
      network: text(entry.network),
      username: text(entry.username),
      url: text(entry.url),
    })),
    skillGroups: entries(source.skillGroups).map((entry) => ({
      name: text(entry.name),
      level: text(entry.level),
      keywords: texts(entry.keywords),
    })),
    projects: entries(source.projects).map((entry) => ({
      name: text(entry.name),
      description: text(entry.description),
      startDate: text(entry.startDate),
      endDate: text(entry.endDate),
      url: text(entry.url),
      highlights: texts(entry.highlights),
      keywords: texts(entry.keywords),
      roles: texts(entry.roles),
      entity: text(entry.entity),
      type: text(entry.type),
    })),
    volunteer: entries(source.volunteer).map((entry) => ({
      organization: text(entry.organization),
      position: text(entry.position),
      url: text(entry.url),
      startDate: text(entry.startDate),
      endDate: text(entry.endDate),
      summary: text(entry.summary),
      highlights: texts(entry.highlights),
    })),
    awards: entries(source.awards).map((entry) => ({
      title: text(entry.title),
      date: text(entry.date),
      awarder: text(entry.awarder),
      summary: text(entry.summary),
    })),
    publications: entries(source.publications).map((entry) => ({
      name: text(entry.name),
      publisher: text(entry.publisher),
      releaseDate: text(entry.releaseDate),
      url: text(entry.url),
      summary: text(entry.summary),
    })),
    interests: entries(source.interests).map((entry) => ({
      name: text(entry.name),
      keywords: texts(entry.keywords),
    })),
    references: entries(source.references).map((entry) => ({
      name: text(entry.name),
      reference: text(entry.reference),
    })),
    pageSize: isPageSize(source.pageSize) ? source.pageSize : undefined,
    language: typeof source.language === "string" && isSupportedLanguage(source.language) ? source.language : undefined,
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
