// The candidate card: what a signed-in company sees of a job seeker whose profile is visible
// /settings previews it with the owner's unsaved choices; the candidate directory
// and the matching engine build the same card from the stored profile, so one function shapes it.
import { getCountry } from "../locations";
import { yearsOfExperience, type TDatedEntry } from "../resumes/experience-years";
import type { TAvailability, TJobSeekerProfile } from "./schemas";

/** How many of the resume's skills the card shows, in the order the job seeker gave them. */
export const CARD_SKILL_COUNT = 6;

export interface TCandidateCard {
  name: string;
  /** The account photo (users.profileImageUrl); null shows initials. */
  avatarUrl: string | null;
  headline: string | null;
  /** "Dubai, United Arab Emirates", the country alone, or null. */
  location: string | null;
  availability: TAvailability | null;
  yearsOfExperience: number;
  willingToRelocate: boolean;
  skills: string[];
  /** The title of the resume employers open from the card; null while none is chosen. */
  resumeTitle: string | null;
}

/** What the card reads of a resume: its title, the computed years and its top skills. */
export interface TCardResume {
  id: number;
  title: string;
  yearsOfExperience: number;
  skills: string[];
}

/** A stored resume's card facts; `content` is the resume's JSON as stored (shapes are checked). */
export function summarizeResume(
  resume: { id: number; title: string; content: unknown },
  today: Date = new Date(),
): TCardResume {
  const content = (typeof resume.content === "object" && resume.content !== null ? resume.content : {}) as {
    experience?: unknown;
    skills?: unknown;
  };
  const experience = Array.isArray(content.experience)
    ? content.experience.filter((entry): entry is TDatedEntry => typeof entry === "object" && entry !== null)
    : [];
  const skills = Array.isArray(content.skills)
    ? content.skills.filter((skill): skill is string => typeof skill === "string" && skill.trim() !== "")
    : [];
  const distinct: string[] = [];
  for (const skill of skills) {
    const name = skill.trim();
    if (!distinct.some((kept) => kept.toLowerCase() === name.toLowerCase())) distinct.push(name);
    if (distinct.length === CARD_SKILL_COUNT) break;
  }
  return {
    id: resume.id,
    title: resume.title,
    yearsOfExperience: yearsOfExperience(experience, today),
    skills: distinct,
  };
}

/** "City, Country" from a profile's country code and city. */
export function locationText(country: string | null, city: string | null): string | null {
  const countryName = getCountry(country)?.name ?? null;
  if (countryName && city) return `${city}, ${countryName}`;
  return countryName;
}

export function buildCandidateCard(input: {
  person: { firstName: string; lastName: string; profileImageUrl: string | null };
  profile: Pick<TJobSeekerProfile, "headline" | "availability" | "country" | "city" | "willingToRelocate">;
  /** The chosen resume, or null when none is chosen. */
  resume: TCardResume | null;
}): TCandidateCard {
  const { person, profile, resume } = input;
  return {
    name: [person.firstName, person.lastName].filter(Boolean).join(" "),
    avatarUrl: person.profileImageUrl,
    headline: profile.headline,
    location: locationText(profile.country, profile.city),
    availability: profile.availability,
    yearsOfExperience: resume?.yearsOfExperience ?? 0,
    willingToRelocate: profile.willingToRelocate,
    skills: resume?.skills ?? [],
    resumeTitle: resume?.title ?? null,
  };
}
