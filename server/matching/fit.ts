// The fit factors that scale the matching score: seniority, years of experience and location.
import type { TExplanationLine, TPreparedJob, TPreparedResume } from "./types";
import { WEIGHTS } from "./weights";

export function seniorityFit(resume: TPreparedResume, job: TPreparedJob): number {
  if (resume.seniority === null || job.seniority === null) return 1;
  const gap = Math.abs(resume.seniority - job.seniority);
  return WEIGHTS.seniorityGap[Math.min(gap, WEIGHTS.seniorityGap.length - 1)];
}

export function yearsFit(resume: TPreparedResume, job: TPreparedJob): number {
  if (job.requiredYears === null) return 1;
  if (resume.yearsOfExperience === null) return WEIGHTS.yearsUnknown;
  const short = job.requiredYears - resume.yearsOfExperience;
  if (short <= 0) return 1;
  return Math.max(WEIGHTS.yearsFloor, 1 - WEIGHTS.yearsShortStep * Math.ceil(short));
}

export function locationFit(resume: TPreparedResume, job: TPreparedJob): { fit: number; line: TExplanationLine } {
  const place = { country: job.country, city: job.city ?? "" };
  if (job.workType === "remote")
    return { fit: WEIGHTS.location.remote, line: { key: "matching.location.remote", params: {} } };
  if (!resume.countryCode)
    return { fit: WEIGHTS.location.unknown, line: { key: "matching.location.unknown", params: place } };
  if (resume.countryCode === job.countryCode) {
    const sameCity =
      job.city !== null && resume.city !== null && job.city.trim().toLowerCase() === resume.city.trim().toLowerCase();
    if (sameCity) return { fit: WEIGHTS.location.sameCity, line: { key: "matching.location.sameCity", params: place } };
    return { fit: WEIGHTS.location.sameCountry, line: { key: "matching.location.sameCountry", params: place } };
  }
  if (resume.willingToRelocate) {
    return { fit: WEIGHTS.location.relocate, line: { key: "matching.location.relocate", params: place } };
  }
  if (job.workType === "hybrid") {
    return { fit: WEIGHTS.location.abroadHybrid, line: { key: "matching.location.abroadHybrid", params: place } };
  }
  return { fit: WEIGHTS.location.abroadOnsite, line: { key: "matching.location.abroad", params: place } };
}
