import { useTranslation } from "react-i18next";
import {
  educationHeadline,
  formatDateRange,
  formatMonth,
  proficiencyLabelKey,
  sectionHeadingKey,
  type TDisplayEducation,
  type TResumeSection,
} from "@common/resumes/format";
import type { TLanguageProficiency } from "@common/resumes/schema";

/** The words every template writes the same way: headings, dates, education lines. */
export function useResumeText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    t,
    heading: (section: TResumeSection | "contact") => t(sectionHeadingKey(section)),
    month: (month: string) => formatMonth(month, locale),
    dateRange: (entry: { startDate?: string; endDate?: string; current?: boolean }) =>
      formatDateRange(entry, { present: t("resumeTemplates.present"), locale }),
    educationTitle: (entry: TDisplayEducation) => {
      const headline = educationHeadline(entry);
      return headline.key ? t(headline.key, headline.values) : headline.text;
    },
    gpa: (gpa: string) => t("resumeTemplates.gpa", { gpa }),
    proficiency: (proficiency: TLanguageProficiency | undefined) =>
      proficiency ? t(proficiencyLabelKey(proficiency)) : "",
  };
}
