import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TResumeContent } from "@common/resumes/schema";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeForm } from "./form-parts";
import { createResume, updateResume } from "~/api/resumes";
import { fingerprintResume } from "./resume-form-values";
import { createResumeSaveQueue } from "./resume-save-queue";
import type { TOpenResume } from "./use-open-resume";

/** Saving the form as a resume: the submit button, the side card's Save, and before a download. */
export function useResumeSaving({
  form,
  open,
  ui,
  isSignedIn,
  onSaved,
  onSavedByPerson,
}: {
  form: TResumeForm;
  open: TOpenResume;
  ui: TBuilderUi;
  isSignedIn: boolean;
  /** After every save (the list shows the new title or resume). */
  onSaved: () => void;
  /** After a save the person asked for (Save or the form's submit), not one before a download. */
  onSavedByPerson?: () => void;
}) {
  const { t } = useTranslation();
  const [saveQueue] = useState(() =>
    createResumeSaveQueue({
      create: createResume,
      update: updateResume,
      isGone: (error) => error instanceof ApiError && error.status === 404,
    }),
  );

  const showServerFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [path, messageKey] of Object.entries(error.fieldErrors)) {
      form.setError(path as never, { type: "server", message: messageKey });
    }
  };

  /** POST or PUT the valid content, after any save on its way; answers the saved id, or null after telling why not. */
  const persist = async (content: TResumeContent): Promise<number | null> => {
    const { template } = open.latest();
    const fingerprint = fingerprintResume(form.getValues(), template);
    try {
      const { id } = await saveQueue(open.latest, content, template, (saved) =>
        open.markSaved({ resumeId: saved.id, title: saved.title, fingerprint }),
      );
      onSaved();
      return id;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredSave"));
        return null;
      }
      showServerFieldErrors(error);
      notify({
        title: t("resumeBuilder.toasts.saveFailedTitle"),
        // A refusal says why (e.g. a company account); other failures say it did not save.
        description: t(
          error instanceof ApiError && error.status === 403
            ? errorMessageKey(error, "resumeBuilder.toasts.saveFailedDescription")
            : "resumeBuilder.toasts.saveFailedDescription",
        ),
        variant: "destructive",
      });
      return null;
    }
  };

  /** Validates, then saves; the form tab shows what is missing. */
  const validateAndSave = (onValidSaved: (id: number) => void, onInvalid?: () => void) =>
    form.handleSubmit(
      async (content) => {
        const id = await persist(content);
        if (id !== null) onValidSaved(id);
      },
      () => {
        ui.showTab("build");
        onInvalid?.();
      },
    )();

  const notifySaved = (description: string = t("resumeBuilder.toasts.savedDescription")) =>
    notify({ title: t("resumeBuilder.toasts.savedTitle"), description });

  /** The form's own submit: saved, the preview follows. */
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ui.busy === "save") return;
    if (!isSignedIn) {
      // Validate first: the person sees what is missing before being sent to sign in.
      void form.handleSubmit(() => ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredSave")))();
      return;
    }
    ui.setBusy("save");
    void validateAndSave(() => {
      notifySaved();
      if (onSavedByPerson) return onSavedByPerson();
      ui.showTab("preview");
      // The submit button just went out of sight with its panel: focus follows to the tab.
      window.setTimeout(() => document.getElementById("resume-tab-preview")?.focus(), 0);
      window.scrollTo({ top: 0 });
    }).finally(() => ui.setBusy(null));
  };

  /** The side card's Save: saved, the person stays where they are. */
  const saveFromSide = () => {
    if (!isSignedIn) return ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredSave"));
    if (ui.busy) return;
    ui.setBusy("save");
    void validateAndSave(() => {
      notifySaved(t("resumeBuilder.toasts.savedToAccountDescription"));
      onSavedByPerson?.();
    }).finally(() => ui.setBusy(null));
  };

  /** A saved, current resume id for download/export: saves first when there are changes. */
  const ensureSaved = async (): Promise<number | null> => {
    const { resumeId } = open.latest();
    if (resumeId !== null && !open.hasUnsavedChanges()) return resumeId;
    let savedId: number | null = null;
    await validateAndSave(
      (id) => {
        savedId = id;
      },
      () =>
        notify({
          title: t("resumeBuilder.toasts.noResumeTitle"),
          description: t("resumeBuilder.toasts.noResumeDescription"),
          variant: "destructive",
        }),
    );
    return savedId;
  };

  return { submit, saveFromSide, ensureSaved };
}
