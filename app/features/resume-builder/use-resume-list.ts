import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TResumeSummary } from "@common/resumes/schema";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import type { TBuilderUi } from "./builder-ui";
import type { TResumeListState } from "./my-resumes";
import { deleteResume, duplicateResume, getResume, listResumes, updateResume } from "~/api/resumes";
import type { TOpenResume } from "./use-open-resume";

/** "My Resumes": the signed-in seeker's saved resumes, and renaming, duplicating and deleting them. */
export function useResumeList({
  initialResumes,
  canKeepResumes,
  open,
  ui,
}: {
  /** The loader's list; null when it could not load one (then the browser asks). */
  initialResumes: TResumeSummary[] | null;
  canKeepResumes: boolean;
  open: TOpenResume;
  ui: TBuilderUi;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<TResumeListState>(
    initialResumes ? { status: "ready", resumes: initialResumes } : { status: "loading" },
  );
  const [shownInitialResumes, setShownInitialResumes] = useState(initialResumes);
  const [attempt, setAttempt] = useState(0);

  // A fresh loader answer (after a navigation) replaces the list shown.
  if (initialResumes && initialResumes !== shownInitialResumes) {
    setShownInitialResumes(initialResumes);
    setState({ status: "ready", resumes: initialResumes });
  }

  const refresh = useCallback(async () => {
    try {
      const resumes = await listResumes();
      setState({ status: "ready", resumes });
    } catch {
      setState((current) => (current.status === "ready" ? current : { status: "failed" }));
    }
  }, []);

  // Without a list from the loader (it failed), the browser asks, and asks again on retry.
  useEffect(() => {
    if (!canKeepResumes || initialResumes) return;
    let isCurrent = true;
    listResumes()
      .then((resumes) => isCurrent && setState({ status: "ready", resumes }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [canKeepResumes, initialResumes, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
    void refresh();
  };

  /** Runs one list action with the toast of its failure; true when it succeeded. */
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    ui.setBusy("list-action");
    try {
      await action();
      return true;
    } catch (error) {
      notify({
        title: t("resumeBuilder.myResumes.actionFailedTitle"),
        description: t(errorMessageKey(error, "resumeBuilder.myResumes.actionFailed")),
        variant: "destructive",
      });
      return false;
    } finally {
      ui.setBusy(null);
      void refresh();
    }
  };

  const rename = (resume: TResumeSummary, newTitle: string) =>
    run(async () => {
      // PUT takes the whole resume: the saved content, under its new title.
      const saved = await getResume(resume.id);
      const { personalInfo, experience, education, skills, links, languages, certifications, template } = saved;
      await updateResume(resume.id, {
        personalInfo,
        experience,
        education,
        skills,
        links,
        languages,
        certifications,
        template,
        title: newTitle,
      });
      if (resume.id === open.resumeId) open.setTitle(newTitle, { isSaved: true });
      notify({
        title: t("resumeBuilder.myResumes.renamedTitle"),
        description: t("resumeBuilder.myResumes.renamedDescription", { title: newTitle }),
      });
    });

  const duplicate = (resume: TResumeSummary) =>
    run(async () => {
      await duplicateResume(resume.id);
      notify({
        title: t("resumeBuilder.myResumes.duplicatedTitle"),
        description: t("resumeBuilder.myResumes.duplicatedDescription"),
      });
    });

  const remove = (resume: TResumeSummary) =>
    run(async () => {
      await deleteResume(resume.id);
      if (resume.id === open.resumeId) {
        open.startNew();
        ui.showTab("build");
      }
      notify({
        title: t("resumeBuilder.myResumes.deletedTitle"),
        description: t("resumeBuilder.myResumes.deletedDescription", { title: resume.title }),
      });
    });

  return { state, refresh, retry, rename, duplicate, remove };
}
