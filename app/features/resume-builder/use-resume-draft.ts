import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TResumeSummary } from "@common/resumes/schema";
import type { TResumeForm } from "./form-parts";
import {
  browserStorage,
  readResumeDraft,
  RESUME_DRAFT_DEBOUNCE_MS,
  resumeDraftClearCount,
  writeResumeDraft,
} from "./resume-draft";
import { chooseResumeToOpen, isUnsavedWork } from "./resume-opening";
import type { TOpenResume } from "./use-open-resume";

const parseId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The draft in browser storage, and what the page opens with: once after
 * hydration, the saved resume a link asks for with ?id=123, else the newer of this browser's
 * unsaved draft and the most recently updated saved resume, else a new resume filled from the
 * account. Then the draft is written as the person types. `isRestored` is false until then,
 * and nothing is written before. `keepDraftNow` writes at once and says whether the form's
 * content is now kept in this browser.
 */
export function useResumeDraft({
  form,
  open,
  canKeepResumes,
  savedResumes,
}: {
  form: TResumeForm;
  open: TOpenResume;
  canKeepResumes: boolean;
  /** The loader's list of saved resumes (null when there is none to open). */
  savedResumes: TResumeSummary[] | null;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isRestored, setIsRestored] = useState(false);
  const { resumeId, title, template, savedFingerprint, load, openSaved, startNew, newValues } = open;
  /** Whether the form as it is now is written in browser storage. */
  const isDraftCurrent = useRef(false);
  const flushRef = useRef<() => void>(() => undefined);

  const writeDraftNow = useCallback(() => {
    const storage = browserStorage();
    isDraftCurrent.current = Boolean(
      storage &&
      writeResumeDraft(storage, {
        values: form.getValues(),
        resumeId,
        title,
        template,
        savedFingerprint,
        updatedAt: new Date().toISOString(),
      }),
    );
  }, [form, resumeId, title, template, savedFingerprint]);

  useEffect(() => {
    if (!isRestored) return;
    writeDraftNow();
    let timer: number | undefined;
    // Clears counted when the write was scheduled: a sign-out meanwhile cleared the draft for
    // good, and this write must not bring it back.
    let clearsWhenScheduled = 0;
    const flush = () => {
      window.clearTimeout(timer);
      if (timer !== undefined && resumeDraftClearCount() === clearsWhenScheduled) writeDraftNow();
      timer = undefined;
    };
    flushRef.current = flush;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        isDraftCurrent.current = false;
        window.clearTimeout(timer);
        clearsWhenScheduled = resumeDraftClearCount();
        timer = window.setTimeout(flush, RESUME_DRAFT_DEBOUNCE_MS);
      },
    });
    // A reload while the debounce waits still keeps the last keystrokes.
    const onPageHide = () => flush();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      unsubscribe();
      // Leaving the page in the app keeps the last keystrokes too.
      flush();
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [form, isRestored, writeDraftNow]);

  /** Writes what waits to be written; true when the form's content is kept in this browser. */
  const keepDraftNow = useCallback(() => {
    flushRef.current();
    return isDraftCurrent.current;
  }, []);

  const deepLinkId = parseId(searchParams.get("id"));
  const restoreOnce = useRef(false);
  useEffect(() => {
    if (restoreOnce.current) return;
    restoreOnce.current = true;
    const storage = browserStorage();
    const draft = storage ? readResumeDraft(storage) : null;
    const choice = chooseResumeToOpen({
      draft,
      deepLinkId: canKeepResumes ? deepLinkId : null,
      savedResumes: canKeepResumes ? (savedResumes ?? []) : [],
      newValues: newValues(),
    });
    const openDraftOrNew = () => {
      // Browser storage exists only after hydration: restoring from it is what this effect is for.
      // A draft of nothing but what the account and the detection filled in is unchanged.
      if (draft) load(draft, isUnsavedWork(draft, newValues()) ? newValues() : draft.values);
      else startNew();
    };
    const finish = () => {
      setIsRestored(true);
      // The link has done its job; from here the draft remembers what is open.
      if (deepLinkId !== null) setSearchParams({}, { replace: true, preventScrollReset: true });
    };
    if (choice.kind === "saved") {
      void openSaved(choice.id)
        .then((isOpened) => isOpened || openDraftOrNew())
        .finally(finish);
      return;
    }
    openDraftOrNew();
    finish();
  }, [canKeepResumes, deepLinkId, load, newValues, openSaved, savedResumes, setSearchParams, startNew]);

  return { isRestored, writeDraftNow, keepDraftNow };
}
