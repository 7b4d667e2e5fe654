import { useTranslation } from "react-i18next";
import {
  educationHeadline,
  formatDateRange,
  formatMonth,
  proficiencyLabelKey,
  sectionHeadingKey,
  type TDisplayCertification,
  type TDisplayEducation,
  type TDisplayExperience,
  type TDisplayLanguage,
  type TResumeSection,
} from "@common/resumes/format";
import type { TCertificationField, TEducationField, TExperienceField } from "@common/resumes/template-layout";

/** The words every template writes the same way, as the PDF writes them (server/pdf/resume-text.ts). */
export function useResumeText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    t,
    locale,
    heading: (section: TResumeSection | "contact") => t(sectionHeadingKey(section)),
    // The texts of an entry's fields for its template's lines (common/resumes/template-layout.ts).
    experienceTexts: (entry: TDisplayExperience): Record<TExperienceField, string> => ({
      position: entry.position,
      company: entry.company,
      dates: formatDateRange(entry, { present: t("resumeTemplates.present"), locale }),
    }),
    educationTexts: (entry: TDisplayEducation): Record<TEducationField, string> => {
      const headline = educationHeadline(entry);
      return {
        title: headline.key ? t(headline.key, headline.values) : headline.text,
        institution: entry.institution,
        graduationDate: formatMonth(entry.graduationDate, locale),
        gpa: entry.gpa ? t("resumeTemplates.gpa", { gpa: entry.gpa }) : "",
        courses: entry.courses.length > 0 ? t("resumeTemplates.courses", { courses: entry.courses.join(", ") }) : "",
      };
    },
    certificationTexts: (entry: TDisplayCertification): Record<TCertificationField, string> => ({
      name: entry.name,
      issuer: entry.issuer,
      date: formatMonth(entry.date, locale),
    }),
    /** "Spanish (Fluent)". */
    language: (entry: TDisplayLanguage) =>
      entry.proficiency ? `${entry.language} (${t(proficiencyLabelKey(entry.proficiency))})` : entry.language,
  };
}
