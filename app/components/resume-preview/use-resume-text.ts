import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { resumeText, resumeWords, type TResumeText } from "@common/resumes/resume-words";

/**
 * The words of the resume's page in the resume's own language, as its PDF has them
 * (server/pdf/renderer.ts). A resume without one yet (new, not saved) reads in the site's
 * language, which saving gives it.
 */
export function useResumeText(language: string | undefined): TResumeText {
  const { i18n } = useTranslation();
  const code = language || i18n.language;
  return useMemo(() => resumeText(resumeWords(code)), [code]);
}
