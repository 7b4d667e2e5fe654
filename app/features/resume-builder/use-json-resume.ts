import { useTranslation } from "react-i18next";
import { RESUME_BODY_LIMIT_BYTES } from "@common/resumes/schema";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import { fetchFile } from "~/api/files";
import { importJsonResume, jsonResumeUrl } from "~/api/resumes";
import { saveBlob } from "~/lib/save-blob";
import { isResumeTemplate, toFormValues } from "./resume-form-values";
import type { TOpenResume } from "./use-open-resume";

/** Importing a JSON Resume file into the form and exporting the saved resume as one. */
export function useJsonResume({
  open,
  ui,
  isSignedIn,
  ensureSaved,
  guardUnsaved,
  onUnmapped,
}: {
  open: TOpenResume;
  ui: TBuilderUi;
  isSignedIn: boolean;
  ensureSaved: () => Promise<number | null>;
  /** Asks before unsaved work is replaced; runs the action at once when there is none. */
  guardUnsaved: (action: () => void) => void;
  /** The file's fields that the builder has no place for (null: none). */
  onUnmapped: (fields: string[] | null) => void;
}) {
  const { t } = useTranslation();

  const importFile = async (file: File) => {
    const fail = (description: string) =>
      notify({ title: t("resumeBuilder.jsonResume.invalidFileTitle"), description, variant: "destructive" });
    if (file.size > RESUME_BODY_LIMIT_BYTES) return fail(t("resumeBuilder.jsonResume.tooLarge"));
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      return fail(t("resumeBuilder.jsonResume.invalidFile"));
    }
    if (!document || typeof document !== "object" || Array.isArray(document)) {
      return fail(t("resumeBuilder.jsonResume.invalidFile"));
    }
    ui.setBusy("import");
    let answer: { draft: unknown; unmapped: string[] };
    try {
      answer = await importJsonResume(document);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        return ui.requireSignIn(t("resumeBuilder.jsonResume.loginRequired"));
      }
      return fail(t(errorMessageKey(error, "resumeBuilder.jsonResume.importFailed")));
    } finally {
      ui.setBusy(null);
    }
    guardUnsaved(() => {
      const draft = answer.draft as { template?: unknown; title?: unknown } | null;
      open.loadImported(
        toFormValues(draft),
        isResumeTemplate(draft?.template) ? draft.template : undefined,
        typeof draft?.title === "string" ? draft.title : null,
      );
      const notMapped = Array.isArray(answer.unmapped)
        ? answer.unmapped.filter((item) => typeof item === "string")
        : [];
      onUnmapped(notMapped.length ? notMapped : null);
      ui.showTab("build");
      // The notice and the filled form are at the top; the import button may be far below.
      window.scrollTo({ top: 0 });
      notify({
        title: t("resumeBuilder.jsonResume.importedTitle"),
        description: notMapped.length
          ? t("resumeBuilder.jsonResume.importedPartialDescription")
          : t("resumeBuilder.jsonResume.importedDescription"),
      });
    });
  };

  const exportFile = async () => {
    if (!isSignedIn) return ui.requireSignIn(t("resumeBuilder.jsonResume.loginRequired"));
    if (ui.busy) return;
    ui.setBusy("export");
    try {
      const id = await ensureSaved();
      if (id === null) return;
      const { blob, fileName } = await fetchFile(jsonResumeUrl(id));
      const name = fileName ?? "resume.json";
      saveBlob(blob, name);
      notify({
        title: t("resumeBuilder.jsonResume.exportedTitle"),
        description: t("resumeBuilder.jsonResume.exportedDescription", { fileName: name }),
      });
    } catch {
      notify({
        title: t("resumeBuilder.jsonResume.exportFailedTitle"),
        description: t("resumeBuilder.jsonResume.exportFailed"),
        variant: "destructive",
      });
    } finally {
      ui.setBusy(null);
    }
  };

  return { importFile, exportFile };
}
