import { useTranslation } from "react-i18next";
import { ApiError } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeForm } from "./form-parts";
import { generateSummary } from "./resume-api";

/** "Generate with AI": a summary written from what the form holds, put in the Summary field. */
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

  return async () => {
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
      });
      form.setValue("personalInfo.summary", summary, { shouldDirty: true, shouldValidate: true });
      notify({
        title: t("resumeBuilder.toasts.summaryTitle"),
        description: t("resumeBuilder.toasts.summaryDescription"),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
        return;
      }
      notify({
        title: t("resumeBuilder.toasts.summaryFailedTitle"),
        description: t("resumeBuilder.toasts.summaryFailedDescription"),
        variant: "destructive",
      });
    } finally {
      ui.setBusy(null);
    }
  };
}
