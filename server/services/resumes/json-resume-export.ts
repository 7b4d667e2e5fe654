// JSON Resume (https://jsonresume.org, schema v1.0.0) export: a saved resume as a complete,
// valid document. The import (json-resume-import.ts) reads such a file back into the same resume.
import type { TLanguageProficiency, TResume } from "@common/resumes/schema";
import { countryTables } from "./json-resume-countries";

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
const JSON_RESUME_VERSION = "v1.0.0";

/** How a proficiency is written in JSON Resume's free-text `fluency`. */
export const FLUENCY_WORDS: Record<TLanguageProficiency, string> = {
  native: "Native",
  fluent: "Fluent",
  professional: "Professional",
  intermediate: "Intermediate",
  basic: "Basic",
};

export const PROFILE_NETWORKS = { linkedin: "LinkedIn", github: "GitHub", portfolio: "Portfolio" } as const;

/**
 * Our free-text location as a JSON Resume location. It is split only when it reads exactly
 * "City, Country" or "City, Region, Country" with the country's English name as Intl writes
 * it ("Berlin, Germany" -> city "Berlin", countryCode "DE"), as the import joins them; anything else ("San Francisco, CA", "Remote", "Dubai")
 * goes whole into `city`, so importing the export gives back the same text.
 */
export function toJsonResumeLocation(location: string): { city: string; region?: string; countryCode?: string } {
  const parts = location.split(",").map((part) => part.trim());
  if ((parts.length === 2 || parts.length === 3) && parts.every(Boolean)) {
    const code = countryTables().countryCodes.get(parts[parts.length - 1]);
    if (code && parts.length === 2) return { city: parts[0], countryCode: code };
    if (code) return { city: parts[0], region: parts[1], countryCode: code };
  }
  return { city: location.trim() };
}

/** Without undefined, blank and empty-list values, as JSON Resume leaves out what is not there. */
const defined = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== undefined && entry !== "" && !(Array.isArray(entry) && entry.length === 0),
    ),
  ) as Partial<T>;

/** An experience description as JSON Resume writes it: "- " lines are `highlights`, the rest `summary`. */
export function splitDescription(description: string | undefined): { summary?: string; highlights: string[] } {
  const lines = (description ?? "").split("\n");
  const highlights = lines
    .filter((line) => BULLET.test(line))
    .map((line) => line.replace(BULLET, "").trim())
    .filter(Boolean);
  const summary = lines
    .filter((line) => !BULLET.test(line))
    .join("\n")
    .trim();
  return { summary: summary || undefined, highlights };
}
const BULLET = /^\s*[-•*]\s+/;

/**
 * Skills as JSON Resume lists them, in the skill list's order: a skill with a group (its
 * level and keywords) is written with them, and those keywords are not written again on
 * their own; a group whose name is not in the list (added in the builder) comes last.
 */
function exportSkills(resume: TResume): Record<string, unknown>[] {
  const groups = new Map((resume.skillGroups ?? []).map((group) => [group.name.toLowerCase(), group]));
  const inGroups = new Set([...groups.values()].flatMap((group) => group.keywords.map((word) => word.toLowerCase())));
  const written = new Set<string>();
  const skills = resume.skills.flatMap((name) => {
    const group = groups.get(name.toLowerCase());
    if (group) {
      written.add(name.toLowerCase());
      return [defined({ name, level: group.level, keywords: group.keywords })];
    }
    return inGroups.has(name.toLowerCase()) ? [] : [{ name }];
  });
  const rest = [...groups.entries()]
    .filter(([key]) => !written.has(key))
    .map(([, group]) => defined({ name: group.name, level: group.level, keywords: group.keywords }));
  return [...skills, ...rest];
}

/** A saved resume as a valid JSON Resume v1.0.0 document (dates as YYYY-MM). */
export function toJsonResume(resume: TResume): Record<string, unknown> {
  const { personalInfo, links } = resume;
  const profiles = [
    ...(["linkedin", "github", "portfolio"] as const)
      .filter((kind) => links?.[kind])
      .map((kind) => ({ network: PROFILE_NETWORKS[kind], url: links[kind] as string })),
    ...(resume.profiles ?? []).map((profile) =>
      defined({ network: profile.network, username: profile.username, url: profile.url }),
    ),
  ];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: defined({
      name: personalInfo.fullName,
      label: personalInfo.label,
      email: personalInfo.email,
      phone: personalInfo.phone,
      url: links?.website,
      summary: personalInfo.summary,
      location: personalInfo.location ? toJsonResumeLocation(personalInfo.location) : undefined,
      profiles: profiles.length ? profiles : undefined,
    }),
    work: resume.experience.map((entry) =>
      defined({
        name: entry.company,
        position: entry.position,
        startDate: entry.startDate,
        endDate: entry.current ? undefined : entry.endDate,
        ...splitDescription(entry.description),
      }),
    ),
    education: resume.education.map((entry) =>
      defined({
        institution: entry.institution,
        area: entry.field,
        studyType: entry.degree,
        endDate: entry.graduationDate,
        score: entry.gpa,
        courses: entry.courses,
      }),
    ),
    skills: exportSkills(resume),
    languages: (resume.languages ?? []).map((entry) => ({
      language: entry.language,
      fluency: FLUENCY_WORDS[entry.proficiency],
    })),
    certificates: (resume.certifications ?? []).map((entry) =>
      defined({ name: entry.name, date: entry.date, issuer: entry.issuer, url: entry.url }),
    ),
    projects: (resume.projects ?? []).map((entry) => defined({ ...entry })),
    volunteer: (resume.volunteer ?? []).map((entry) => defined({ ...entry })),
    awards: (resume.awards ?? []).map((entry) => defined({ ...entry })),
    publications: (resume.publications ?? []).map((entry) => defined({ ...entry })),
    interests: (resume.interests ?? []).map((entry) => defined({ ...entry })),
    references: (resume.references ?? []).map((entry) => defined({ ...entry })),
    meta: { version: JSON_RESUME_VERSION, template: resume.template },
  };
}
