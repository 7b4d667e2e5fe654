import { useTranslation } from "react-i18next";
import { resumeFileName } from "@common/resumes/schema";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeForm } from "./form-parts";
import { fetchFile } from "~/api/files";
import { downloadUrl } from "~/api/resumes";
import { saveBlob } from "~/lib/save-blob";
import { hasAnyContent } from "./resume-form-values";
import type { TOpenResume } from "./use-open-resume";

// Phones (up to 768 px wide) open the PDF instead of downloading it.
const PHONE_QUERY = "(max-width: 768px)";

/** The PDF download: saves unsaved changes first, in the chosen template. */
export function useResumeDownload({
  form,
  open,
  ui,
  isSignedIn,
  ensureSaved,
}: {
  form: TResumeForm;
  open: TOpenResume;
  ui: TBuilderUi;
  isSignedIn: boolean;
  ensureSaved: () => Promise<number | null>;
}) {
  const { t } = useTranslation();

  return async () => {
    if (!isSignedIn) return ui.requireSignIn(t("resumeBuilder.toasts.loginRequiredDownload"));
    if (ui.busy) return;
    if (open.resumeId === null && !hasAnyContent(form.getValues())) {
      notify({
        title: t("resumeBuilder.toasts.noResumeTitle"),
        description: t("resumeBuilder.toasts.noResumeDescription"),
        variant: "destructive",
      });
      return;
    }
    ui.setBusy("download");
    try {
      const id = await ensureSaved();
      if (id === null) return;
      const url = downloadUrl(id, open.template);
      if (window.matchMedia(PHONE_QUERY).matches) {
        if (!window.open(url, "_blank")) window.location.assign(url);
        return;
      }
      const { blob, fileName } = await fetchFile(url);
      saveBlob(blob, fileName ?? resumeFileName(form.getValues().personalInfo.fullName));
      notify({
        title: t("resumeBuilder.toasts.downloadedTitle"),
        description: t("resumeBuilder.toasts.downloadedDescription"),
      });
    } catch (error) {
      // A busy PDF queue says when to try again; any other failure gets the spec's words.
      const isBusy =
        error instanceof ApiError && (error.code === "SERVICE_UNAVAILABLE" || error.code === "RATE_LIMITED");
      const fallback = "resumeBuilder.toasts.downloadFailedDescription";
      notify({
        title: t("resumeBuilder.toasts.downloadFailedTitle"),
        description: t(isBusy ? errorMessageKey(error, fallback) : fallback),
        variant: "destructive",
      });
    } finally {
      ui.setBusy(null);
    }
  };
}
