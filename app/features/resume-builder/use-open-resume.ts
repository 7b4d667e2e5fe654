import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_RESUME_TEMPLATE, type TResumeTemplate } from "@common/resumes/schema";
import { notify } from "~/lib/notify";
import type { TResumeForm } from "./form-parts";
import { getResume } from "./resume-api";
import {
  emptyResumeValues,
  fingerprintResume,
  hasAnyContent,
  toFormValues,
  toTemplate,
  type TResumeFormValues,
} from "./resume-form-values";

export interface TOpenResumeState {
  values: TResumeFormValues;
  /** The saved resume the form edits; null for a new one. */
  resumeId: number | null;
  title: string | null;
  template: TResumeTemplate;
  /** The content and template as last saved, to tell unsaved changes. */
  savedFingerprint: string | null;
}

/** A resume not saved yet: blank, or filled by an import. */
export function unsavedResume(
  values = emptyResumeValues(),
  template: TResumeTemplate = DEFAULT_RESUME_TEMPLATE,
): TOpenResumeState {
  return { values, resumeId: null, title: null, template, savedFingerprint: null };
}

/** The resume in the form: which saved one it is (if any), its title and template, and whether it changed. */
export function useOpenResume(form: TResumeForm) {
  const { t } = useTranslation();
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [template, setTemplate] = useState<TResumeTemplate>(DEFAULT_RESUME_TEMPLATE);
  const [savedFingerprint, setSavedFingerprint] = useState<string | null>(null);

  const load = useCallback(
    (state: TOpenResumeState) => {
      form.reset(state.values);
      setResumeId(state.resumeId);
      setTitle(state.title);
      setTemplate(state.template);
      setSavedFingerprint(state.savedFingerprint);
    },
    [form],
  );

  /** Loads a saved resume into the form; false (after a toast) when it could not be fetched. */
  const openSaved = useCallback(
    async (id: number) => {
      try {
        const resume = await getResume(id);
        const values = toFormValues(resume);
        const resumeTemplate = toTemplate(resume.template);
        load({
          values,
          resumeId: resume.id,
          title: resume.title,
          template: resumeTemplate,
          savedFingerprint: fingerprintResume(values, resumeTemplate),
        });
        return true;
      } catch {
        notify({
          title: t("resumeBuilder.myResumes.actionFailedTitle"),
          description: t("resumeBuilder.myResumes.openFailed"),
          variant: "destructive",
        });
        return false;
      }
    },
    [load, t],
  );

  const hasUnsavedChanges = useCallback(() => {
    const values = form.getValues();
    if (resumeId === null) return hasAnyContent(values);
    return fingerprintResume(values, template) !== savedFingerprint;
  }, [form, resumeId, template, savedFingerprint]);

  const markSaved = (saved: { resumeId: number; title: string; fingerprint: string }) => {
    setResumeId(saved.resumeId);
    setTitle(saved.title);
    setSavedFingerprint(saved.fingerprint);
  };

  return {
    resumeId,
    title,
    template,
    savedFingerprint,
    setTitle,
    setTemplate,
    load,
    openSaved,
    hasUnsavedChanges,
    markSaved,
  };
}

export type TOpenResume = ReturnType<typeof useOpenResume>;
