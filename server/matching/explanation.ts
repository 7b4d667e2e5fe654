// The explanation lines of a match beside its score: experience and title, as catalogue keys of
// common/i18n/en/matching.ts with their parameters.
import type { TTitleMatch } from "./relevance";
import type { TExplanationLine, TPreparedJob, TPreparedResume, TSeniority } from "./types";

const LEVEL_KEYS = ["intern", "junior", "mid", "senior", "lead", "head"] as const;
const levelKey = (level: TSeniority) => `matching.level.${LEVEL_KEYS[level]}`;

export function experienceLine(resume: TPreparedResume, job: TPreparedJob): TExplanationLine {
  const years = resume.yearsOfExperience;
  const required = job.requiredYears;
  if (years !== null && required !== null) {
    return {
      key: years >= required ? "matching.experience.meets" : "matching.experience.short",
      params: { years, required },
    };
  }
  if (years !== null) return { key: "matching.experience.noRequirement", params: { years } };
  if (required !== null) return { key: "matching.experience.yearsUnknown", params: { required } };
  return { key: "matching.experience.none", params: {} };
}

export function titleLine(
  resume: TPreparedResume,
  job: TPreparedJob,
  title: TTitleMatch,
): TExplanationLine | undefined {
  // Another line of work is said as such: its level beside the resume's would read as advice.
  const isOtherRole = title.resumeTitle !== null && title.score < 0.4;
  if (!isOtherRole && resume.seniority !== null && job.seniority !== null && resume.seniority !== job.seniority) {
    return {
      key: resume.seniority > job.seniority ? "matching.title.levelBelow" : "matching.title.levelAbove",
      params: { jobLevelKey: levelKey(job.seniority), resumeLevelKey: levelKey(resume.seniority), jobTitle: job.title },
    };
  }
  if (title.resumeTitle === null) return undefined;
  const params = { resumeTitle: title.resumeTitle, jobTitle: job.title };
  if (title.score >= 0.95) return { key: "matching.title.sameRole", params };
  if (title.score >= 0.4) return { key: "matching.title.relatedRole", params };
  return { key: "matching.title.otherRole", params };
}
