// The resume as every template shows it (docs/resume-templates.md): each text trimmed, blank
// entries left out, the contact line gathered. Pure, so the in-app preview
// (app/components/resume-preview) and the PDF templates (server/pdf) show the same
// content; how it is worded (dates, headings) is common/resumes/format.ts and resume-words.ts.
import { RESUME_SECTIONS, type TResumeSection } from "./format";
import type { TLanguageProficiency, TResumeContentInput } from "./schema";

/** "profile": a profile on any other network (JSON Resume `profiles`), after the four links. */
export const CONTACT_KINDS = [
  "email",
  "phone",
  "location",
  "website",
  "linkedin",
  "github",
  "portfolio",
  "profile",
] as const;
export type TContactKind = (typeof CONTACT_KINDS)[number];

export interface TContactItem {
  kind: TContactKind;
  text: string;
  /** mailto:, tel: or an http(s) address; absent when the value cannot be a safe link. */
  href?: string;
}

export interface TDisplayExperience {
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}
export interface TDisplayEducation {
  institution: string;
  degree: string;
  field: string;
  graduationDate: string;
  gpa: string;
  courses: string[];
}
export interface TDisplayLanguage {
  language: string;
  proficiency?: TLanguageProficiency;
}
export interface TDisplayCertification {
  name: string;
  issuer: string;
  date: string;
  url: string;
}

/** A skill with its level or keywords (a skill with neither is one of `skills`). */
export interface TDisplaySkillGroup {
  name: string;
  level: string;
  keywords: string[];
}
export interface TDisplayProject {
  name: string;
  entity: string;
  roles: string[];
  startDate: string;
  endDate: string;
  url: string;
  description: string;
  highlights: string[];
  keywords: string[];
}
export interface TDisplayVolunteer {
  organization: string;
  position: string;
  startDate: string;
  endDate: string;
  url: string;
  summary: string;
  highlights: string[];
}
export interface TDisplayAward {
  title: string;
  awarder: string;
  date: string;
  summary: string;
}
export interface TDisplayPublication {
  name: string;
  publisher: string;
  releaseDate: string;
  url: string;
  summary: string;
}
export interface TDisplayInterest {
  name: string;
  keywords: string[];
}
export interface TDisplayReference {
  name: string;
  reference: string;
}

/** A resume as the templates show it: every text trimmed, blank entries left out. */
export interface TDisplayResume {
  fullName: string;
  /** The line under the name (JSON Resume `basics.label`). */
  headline: string;
  contact: TContactItem[];
  summary: string;
  experience: TDisplayExperience[];
  projects: TDisplayProject[];
  education: TDisplayEducation[];
  /** Skills printed by name alone: those no skill group names or lists. */
  skills: string[];
  skillGroups: TDisplaySkillGroup[];
  languages: TDisplayLanguage[];
  certifications: TDisplayCertification[];
  awards: TDisplayAward[];
  publications: TDisplayPublication[];
  volunteer: TDisplayVolunteer[];
  interests: TDisplayInterest[];
  references: TDisplayReference[];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const array = <T>(value: readonly T[] | undefined | null): readonly T[] => (Array.isArray(value) ? value : []);
const isSafeUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
const safeUrl = (value: unknown) => (isSafeUrl(text(value)) ? text(value) : "");
/** Trimmed, non-blank, each once (ignoring case), in their order. */
function distinctTexts(values: readonly unknown[] | undefined | null): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of array(values)) {
    const item = text(value);
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      result.push(item);
    }
  }
  return result;
}

/** "https://www.linkedin.com/in/jane/" -> "linkedin.com/in/jane": what a reader needs to type. */
export function linkText(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/**
 * The resume as the templates show it. Accepts the builder's form values as they are typed
 * (blank fields, half-filled entries), so the preview can follow the form live.
 */
export function toDisplayResume(resume: TResumeContentInput): TDisplayResume {
  const personal = resume.personalInfo ?? ({} as TResumeContentInput["personalInfo"]);
  const links = resume.links ?? {};
  const contact: TContactItem[] = [];
  const email = text(personal.email);
  if (email)
    contact.push({ kind: "email", text: email, href: /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : undefined });
  const phone = text(personal.phone);
  if (phone) {
    const dialable = phone.replace(/[^\d+]/g, "");
    contact.push({ kind: "phone", text: phone, href: dialable.length >= 3 ? `tel:${dialable}` : undefined });
  }
  const location = text(personal.location);
  if (location) contact.push({ kind: "location", text: location });
  for (const kind of ["website", "linkedin", "github", "portfolio"] as const) {
    const url = text(links[kind]);
    if (url) contact.push({ kind, text: linkText(url) || url, href: isSafeUrl(url) ? url : undefined });
  }
  for (const profile of array(resume.profiles)) {
    const url = text(profile?.url);
    const network = text(profile?.network);
    const username = text(profile?.username);
    const named = network && username ? `${network}: ${username}` : "";
    const shown = (url && linkText(url)) || named || url;
    if (shown) contact.push({ kind: "profile", text: shown, href: isSafeUrl(url) ? url : undefined });
  }

  // A skill group with a level or keywords is printed as its own line; the skills it names or
  // lists are not repeated after the groups.
  const skillGroups = array(resume.skillGroups)
    .map((group) => ({ name: text(group?.name), level: text(group?.level), keywords: distinctTexts(group?.keywords) }))
    .filter((group) => group.name && (group.level || group.keywords.length > 0));
  const inGroups = new Set(
    skillGroups.flatMap((group) => [group.name, ...group.keywords]).map((name) => name.toLowerCase()),
  );
  const plainGroups = array(resume.skillGroups).filter((group) => !group?.level?.trim() && !group?.keywords?.length);
  const skills = distinctTexts([...array(resume.skills), ...plainGroups.map((group) => group?.name)]).filter(
    (name) => !inGroups.has(name.toLowerCase()),
  );

  return {
    fullName: text(personal.fullName),
    headline: text(personal.label),
    contact,
    summary: text(personal.summary),
    experience: array(resume.experience)
      .map((entry) => ({
        company: text(entry?.company),
        position: text(entry?.position),
        startDate: text(entry?.startDate),
        endDate: entry?.current ? "" : text(entry?.endDate),
        current: Boolean(entry?.current),
        description: text(entry?.description),
      }))
      .filter((entry) => entry.company || entry.position || entry.description),
    education: array(resume.education)
      .map((entry) => ({
        institution: text(entry?.institution),
        degree: text(entry?.degree),
        field: text(entry?.field),
        graduationDate: text(entry?.graduationDate),
        gpa: text(entry?.gpa),
        courses: distinctTexts(entry?.courses),
      }))
      .filter((entry) => entry.institution || entry.degree || entry.field),
    skills,
    skillGroups,
    languages: array(resume.languages)
      .map((entry) => ({ language: text(entry?.language), proficiency: entry?.proficiency }))
      .filter((entry) => entry.language),
    certifications: array(resume.certifications)
      .map((entry) => ({
        name: text(entry?.name),
        issuer: text(entry?.issuer),
        date: text(entry?.date),
        url: safeUrl(entry?.url),
      }))
      .filter((entry) => entry.name),
    projects: array(resume.projects)
      .map((entry) => ({
        name: text(entry?.name),
        entity: text(entry?.entity),
        roles: distinctTexts(entry?.roles),
        startDate: text(entry?.startDate),
        endDate: text(entry?.endDate),
        url: safeUrl(entry?.url),
        description: text(entry?.description),
        highlights: distinctTexts(entry?.highlights),
        keywords: distinctTexts(entry?.keywords),
      }))
      .filter((entry) => entry.name),
    volunteer: array(resume.volunteer)
      .map((entry) => ({
        organization: text(entry?.organization),
        position: text(entry?.position),
        startDate: text(entry?.startDate),
        endDate: text(entry?.endDate),
        url: safeUrl(entry?.url),
        summary: text(entry?.summary),
        highlights: distinctTexts(entry?.highlights),
      }))
      .filter((entry) => entry.organization),
    awards: array(resume.awards)
      .map((entry) => ({
        title: text(entry?.title),
        awarder: text(entry?.awarder),
        date: text(entry?.date),
        summary: text(entry?.summary),
      }))
      .filter((entry) => entry.title),
    publications: array(resume.publications)
      .map((entry) => ({
        name: text(entry?.name),
        publisher: text(entry?.publisher),
        releaseDate: text(entry?.releaseDate),
        url: safeUrl(entry?.url),
        summary: text(entry?.summary),
      }))
      .filter((entry) => entry.name),
    interests: array(resume.interests)
      .map((entry) => ({ name: text(entry?.name), keywords: distinctTexts(entry?.keywords) }))
      .filter((entry) => entry.name),
    references: array(resume.references)
      .map((entry) => ({ name: text(entry?.name), reference: text(entry?.reference) }))
      .filter((entry) => entry.name),
  };
}

/** The sections that have something to show, in the reading order every template keeps. */
export function visibleSections(resume: TDisplayResume): TResumeSection[] {
  return RESUME_SECTIONS.filter((section) => {
    if (section === "summary") return resume.summary.length > 0;
    if (section === "skills") return resume.skills.length > 0 || resume.skillGroups.length > 0;
    return resume[section].length > 0;
  });
}
