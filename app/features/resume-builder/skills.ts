import { RESUME_LIMITS } from "@common/resumes/schema";

export type TAddSkillResult =
  | { isAdded: true; skills: string[]; skill: string }
  | { isAdded: false; skills: string[]; reason: "blank" | "duplicate" | "tooLong" | "tooMany"; skill: string };

/**
 * A new skill is added only when it is non-blank after trimming and not
 * already present. "Present" ignores case, as the API's schema does (React = react).
 */
export function addSkill(skills: readonly string[], input: string): TAddSkillResult {
  const skill = input.trim();
  const unchanged = [...skills];
  if (!skill) return { isAdded: false, skills: unchanged, reason: "blank", skill };
  const existing = skills.find((item) => item.toLowerCase() === skill.toLowerCase());
  if (existing) return { isAdded: false, skills: unchanged, reason: "duplicate", skill: existing };
  if (skill.length > RESUME_LIMITS.skill) return { isAdded: false, skills: unchanged, reason: "tooLong", skill };
  if (skills.length >= RESUME_LIMITS.skills) return { isAdded: false, skills: unchanged, reason: "tooMany", skill };
  return { isAdded: true, skills: [...skills, skill], skill };
}

export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((item) => item !== skill);
}
