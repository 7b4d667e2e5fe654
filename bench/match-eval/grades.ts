// Grades of each resume against each job of the pool (bench/match-eval), a recruiter's rules
// written before any engine output was seen:
//   - the occupation's grade from the resume's table (resumes.ts), 0 when not listed;
//   - a level one step away caps the grade at 2 (a good fit, not the ideal one); two or more
//     steps away cap it at 1 (a senior for a junior role, a junior for a lead role);
//   - an on-site or hybrid job in another country than the resume's, when the resume does not
//     say "willing to relocate", caps the grade at 1;
//   - per-resume overrides, by job id, win.
// Every resume is graded against the whole pool (202 jobs, 25 of them in Arabic and 14 in
// French), far more than the 40 asked; the Arabic postings take their grades from the same
// occupation tables, so an English nurse resume grades an Arabic ICU posting like an English one.
import { getCountry } from "@common/locations";
import type { TEvalJob } from "./jobs";
import type { TEvalResume } from "./resumes";

export function gradeOf(resume: TEvalResume, job: TEvalJob): number {
  const override = resume.overrides?.[job.id];
  if (override !== undefined) return override;
  let grade: number = resume.grades[job.role] ?? 0;
  const gap = Math.abs(resume.level - job.level);
  if (gap === 1) grade = Math.min(grade, 2);
  if (gap >= 2) grade = Math.min(grade, 1);
  const jobCountry = getCountry(job.country)?.code;
  if (job.workType !== "remote" && jobCountry !== resume.resume.countryCode && !resume.resume.willingToRelocate) {
    grade = Math.min(grade, 1);
  }
  return grade;
}

export function isTuning(resume: TEvalResume): boolean {
  return resume.id % 2 === 1;
}
