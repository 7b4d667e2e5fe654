// What the matching engine (server/matching) reads from our rows: a resume's content with the
// owner's job-seeker profile (where they live, whether they would relocate), and a job's columns.
import { resumeSkillNames } from "@common/resumes/skill-names";
import { yearsOfExperience, type TDatedEntry } from "@common/resumes/experience-years";
import { getCountry } from "@common/locations";
import type { TMatchJobInput, TMatchResumeInput } from "../../matching";
import type { jobs } from "../../db/schema";

type TObject = Record<string, unknown>;
const isObject = (value: unknown): value is TObject => typeof value === "object" && value !== null;
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Where a job seeker is, as their profile says (a country code and a city), and relocation. */
export interface TSeekerPlace {
  country: string | null;
  city: string | null;
  willingToRelocate: boolean;
}

/** "Dubai, United Arab Emirates": the country (by name or code) of a resume's free-text location. */
function countryOfLocation(location: string): string | null {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts.reverse()) {
    const country = getCountry(part);
    if (country) return country.code;
  }
  return null;
}

/**
 * A stored resume's content (any age of the contract: missing sections are empty) as the engine
 * reads it. The profile's place wins over the resume's location line; without a profile the
 * seeker is taken as not relocating.
 */
export function resumeMatchInput(content: unknown, place: TSeekerPlace | null, today: Date): TMatchResumeInput {
  const resume = isObject(content) ? content : {};
  const personal = isObject(resume.personalInfo) ? resume.personalInfo : {};
  const experience = list(resume.experience).filter(isObject);
  const skills = new Set(resumeSkillNames(list(resume.skills), list(resume.skillGroups).filter(isObject)));
  for (const certification of list(resume.certifications).filter(isObject)) {
    if (text(certification.name)) skills.add(text(certification.name));
  }
  // A language is a skill a job may ask for ("English"), from a working level up: a basic one
  // does not meet the requirement.
  for (const entry of list(resume.languages).filter(isObject)) {
    if (text(entry.language) && text(entry.proficiency) !== "basic") skills.add(text(entry.language));
  }
  const location = text(personal.location);
  const latest = [...experience].sort((a, b) => {
    if (Boolean(a.current) !== Boolean(b.current)) return a.current ? -1 : 1;
    return text(b.startDate).localeCompare(text(a.startDate));
  });
  return {
    title: text(personal.label) || text(latest[0]?.position),
    summary: text(personal.summary),
    skills: [...skills],
    experience: latest.map((entry) => ({ title: text(entry.position), description: text(entry.description) })),
    yearsOfExperience: experience.length ? yearsOfExperience(experience as TDatedEntry[], today) : null,
    countryCode: getCountry(place?.country)?.code ?? countryOfLocation(location),
    city: place?.city ?? (location.split(",")[0]?.trim() || null),
    willingToRelocate: place?.willingToRelocate ?? false,
  };
}

/** The job columns the engine reads. */
export type TMatchJobRow = Pick<
  typeof jobs.$inferSelect,
  "id" | "title" | "description" | "requirements" | "skills" | "country" | "city" | "workType"
>;

export function jobMatchInput(job: TMatchJobRow): TMatchJobInput {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    skills: job.skills,
    country: job.country,
    city: job.city,
    workType: job.workType,
  };
}
