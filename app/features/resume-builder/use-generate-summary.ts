import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeForm } from "./form-parts";
import { generateSummary } from "~/api/resumes";

/**
 * "Generate with AI": a summary written from what the form holds. It fills an empty Summary
 * field (or replaces the one it wrote itself); a summary the person wrote is kept until they
 * choose "Replace" over "Keep mine". With too little to write from, the
 * toast says what to add (the server's message).
 */
export function useGenerateSummary({
  form,
  ui,
  isSignedIn,
}: {
  form: TResumeForm;
  ui: TBuilderUi;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const [suggestion, setSuggestion] = useState<string | null>(null);
  /** The last summary this hook put in the field: replacing it overwrites nothing of the person's. */
  const lastWritten = useRef<string | null>(null);

  const put = (summary: string) => {
    form.setValue("personalInfo.summary", summary, { shouldDirty: true, shouldValidate: true });
    lastWritten.current = summary;
    setSuggestion(null);
    notify({
      title: t("resumeBuilder.toasts.summaryTitle"),
      description: t("resumeBuilder.toasts.summaryDescription"),
    });
  };

  const generate = async () => {
    if (!isSignedIn) return ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
    if (ui.busy === "summary") return;
    ui.setBusy("summary");
    const values = form.getValues();
    try {
      const { summary } = await generateSummary({
        personalInfo: { fullName: values.personalInfo.fullName, location: values.personalInfo.location },
        experience: values.experience,
        education: values.education.map(({ institution, degree, field, graduationDate }) => ({
          institution,
          degree,
          field,
          graduationDate,
        })),
        skills: values.skills,
        skillGroups: values.skillGroups.map(({ name, keywords }) => ({ name, keywords })),
      });
      const own = form.getValues("personalInfo.summary").trim();
      if (!own || own === lastWritten.current?.trim() || own === summary.trim()) put(summary);
      else setSuggestion(summary);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
        return;
      }
      notify({
        title: t("resumeBuilder.toasts.summaryFailedTitle"),
        // Too little to write from, or a company account: the server says what to do.
        description: t(
          error instanceof ApiError && (error.status === 400 || error.status === 403)
            ? errorMessageKey(error, "resumeBuilder.toasts.summaryFailedDescription")
            : "resumeBuilder.toasts.summaryFailedDescription",
        ),
        variant: "destructive",
      });
    } finally {
      ui.setBusy(null);
    }
  };

  return {
    generate,
    suggestion,
    replace: () => suggestion !== null && put(suggestion),
    keepMine: () => setSuggestion(null),
  };
}
