import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TResumeForm } from "./form-parts";
import {
  browserStorage,
  readResumeDraft,
  RESUME_DRAFT_DEBOUNCE_MS,
  resumeDraftClearCount,
  writeResumeDraft,
} from "./resume-draft";
import type { TOpenResume } from "./use-open-resume";

const parseId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The draft in browser storage: restored once after hydration (or, instead, the saved resume a
 * link asks for with ?id=123), then written as the person types. `isRestored` is false until
 * then, and nothing is written before.
 */
export function useResumeDraft({
  form,
  open,
  canKeepResumes,
}: {
  form: TResumeForm;
  open: TOpenResume;
  canKeepResumes: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isRestored, setIsRestored] = useState(false);
  const { resumeId, title, template, savedFingerprint, load, openSaved } = open;

  const writeDraftNow = useCallback(() => {
    const storage = browserStorage();
    if (!storage) return;
    writeResumeDraft(storage, {
      values: form.getValues(),
      resumeId,
      title,
      template,
      savedFingerprint,
      updatedAt: new Date().toISOString(),
    });
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
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
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
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [form, isRestored, writeDraftNow]);

  const deepLinkId = parseId(searchParams.get("id"));
  const restoreOnce = useRef(false);
  useEffect(() => {
    if (restoreOnce.current) return;
    restoreOnce.current = true;
    const storage = browserStorage();
    const draft = storage ? readResumeDraft(storage) : null;
    const wantsOther = deepLinkId !== null && canKeepResumes && draft?.resumeId !== deepLinkId;
    // Browser storage exists only after hydration: restoring from it is what this effect is for.
    if (draft && !wantsOther) load(draft);
    const finish = () => {
      setIsRestored(true);
      // The link has done its job; from here the draft remembers what is open.
      if (deepLinkId !== null) setSearchParams({}, { replace: true, preventScrollReset: true });
    };
    if (wantsOther) void openSaved(deepLinkId).finally(finish);
    else finish();
  }, [canKeepResumes, deepLinkId, load, openSaved, setSearchParams]);

  return { isRestored, writeDraftNow };
}
