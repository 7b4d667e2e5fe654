import { absoluteDate } from "@common/jobs/format";

/**
 * A resume as a list to choose from names it: its title and when it was last changed, so two
 * resumes with like titles still tell apart ("Data Analyst (updated Nov 29, 2026)").
 */
export function resumeChoiceLabel(
  resume: { title: string; updatedAt: string },
  t: (key: "resumes.choice", values: { title: string; date: string }) => string,
  locale: string,
): string {
  return t("resumes.choice", { title: resume.title, date: absoluteDate(resume.updatedAt, locale) });
}
