import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPublicUser } from "@common/auth/schemas";
import { DEFAULT_RESUME_TEMPLATE, type TResumeTemplate } from "@common/resumes/schema";
import { notify } from "~/lib/notify";
import type { TResumeForm } from "./form-parts";
import { getResume } from "~/api/resumes";
import {
  emptyResumeValues,
  fingerprintResume,
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

/** A new resume for this account: its name and e-mail filled in. */
export function newResumeValues(user: Pick<TPublicUser, "firstName" | "lastName" | "email"> | null) {
  const values = emptyResumeValues();
  if (user) {
    values.personalInfo.fullName = `${user.firstName} ${user.lastName}`.trim();
    values.personalInfo.email = user.email;
  }
  return values;
}

interface TCurrent {
  resumeId: number | null;
  title: string | null;
  template: TResumeTemplate;
  savedFingerprint: string | null;
  /**
   * What counts as "nothing changed": the saved resume, or a new one as it was opened (with
   * what the account and the detected location filled in). An import is a change from the
   * blank form, so it is not "nothing changed".
   */
  baseFingerprint: string;
  /** The title as saved (or as opened): a title typed since is a change too. */
  baseTitle: string | null;
}

/**
 * The resume in the form: which saved one it is (if any), its title and template, and whether
 * it changed. A ref mirrors the state, so a save queued behind another reads the id that save
 * created rather than the one of the render it was started in.
 */
export function useOpenResume(form: TResumeForm, user: TPublicUser | null) {
  const { t } = useTranslation();
  const initial: TCurrent = {
    resumeId: null,
    title: null,
    template: DEFAULT_RESUME_TEMPLATE,
    savedFingerprint: null,
    baseFingerprint: fingerprintResume(emptyResumeValues(), DEFAULT_RESUME_TEMPLATE),
    baseTitle: null,
  };
  const [current, setCurrentState] = useState<TCurrent>(initial);
  const currentRef = useRef<TCurrent>(current);
  const setCurrent = useCallback((update: (previous: TCurrent) => TCurrent) => {
    currentRef.current = update(currentRef.current);
    setCurrentState(currentRef.current);
  }, []);

  /** Opens `state`; `baseValues` is what counts as unchanged for a new resume (default: `state.values`). */
  const load = useCallback(
    (state: TOpenResumeState, baseValues: TResumeFormValues = state.values) => {
      form.reset(state.values);
      setCurrent(() => ({
        resumeId: state.resumeId,
        title: state.title,
        template: state.template,
        savedFingerprint: state.savedFingerprint,
        baseFingerprint: state.savedFingerprint ?? fingerprintResume(baseValues, state.template),
        baseTitle: state.resumeId === null ? null : state.title,
      }));
    },
    [form, setCurrent],
  );

  /** The values of a new resume for this account. */
  const newValues = useCallback(() => newResumeValues(user), [user]);

  /** A new resume, filled from the account, that counts as unchanged. */
  const startNew = useCallback(() => load(unsavedResume(newValues())), [load, newValues]);

  /** Loads imported content as a new resume: a change, since nothing of it is saved. */
  const loadImported = useCallback(
    // The template the file names (JSON Resume `meta.template`) is kept; without one, the current stays.
    (values: TResumeFormValues, template?: TResumeTemplate, title: string | null = null) =>
      load({ ...unsavedResume(values, template ?? currentRef.current.template), title }, newValues()),
    [load, newValues],
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
    const { template, baseFingerprint, title, baseTitle } = currentRef.current;
    return fingerprintResume(form.getValues(), template) !== baseFingerprint || (title?.trim() || null) !== baseTitle;
  }, [form]);

  /**
   * Sets a field the person did not type (the detected location): on an unchanged form the
   * filled form still counts as unchanged.
   */
  const autofill = useCallback(
    (name: "personalInfo.location", value: string) => {
      const wasUnchanged = !hasUnsavedChanges();
      form.setValue(name, value, { shouldDirty: true });
      if (wasUnchanged && currentRef.current.resumeId === null) {
        setCurrent((previous) => ({
          ...previous,
          baseFingerprint: fingerprintResume(form.getValues(), previous.template),
        }));
      }
    },
    [form, hasUnsavedChanges, setCurrent],
  );

  const markSaved = useCallback(
    (saved: { resumeId: number; title: string; fingerprint: string }) =>
      setCurrent((previous) => ({
        ...previous,
        resumeId: saved.resumeId,
        title: saved.title,
        savedFingerprint: saved.fingerprint,
        baseFingerprint: saved.fingerprint,
        baseTitle: saved.title,
      })),
    [setCurrent],
  );

  /** The title typed in the builder, or (`isSaved`) one already saved by a rename. */
  const setTitle = useCallback(
    (title: string, options: { isSaved?: boolean } = {}) =>
      setCurrent((previous) => ({ ...previous, title, baseTitle: options.isSaved ? title : previous.baseTitle })),
    [setCurrent],
  );
  const setTemplate = useCallback(
    (template: TResumeTemplate) => setCurrent((previous) => ({ ...previous, template })),
    [setCurrent],
  );

  /** The open resume as of now, not as of the last render. */
  const latest = useCallback(() => currentRef.current, []);

  return {
    resumeId: current.resumeId,
    title: current.title,
    template: current.template,
    savedFingerprint: current.savedFingerprint,
    latest,
    newValues,
    setTitle,
    setTemplate,
    load,
    startNew,
    loadImported,
    openSaved,
    hasUnsavedChanges,
    autofill,
    markSaved,
  };
}

export type TOpenResume = ReturnType<typeof useOpenResume>;
