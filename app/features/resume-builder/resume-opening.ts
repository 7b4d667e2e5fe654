import type { TResumeSummary } from "@common/resumes/schema";
import type { TResumeDraft } from "./resume-draft";
import { fingerprintResume, type TResumeFormValues } from "./resume-form-values";

// What the builder opens with: a person's work, not an empty form.

export type TOpeningChoice = { kind: "saved"; id: number } | { kind: "local" };

/**
 * Whether the draft holds work that is nowhere else: changes to a saved resume, or a new
 * resume with more than the account's name and e-mail (and the detected location) in it.
 */
export function isUnsavedWork(draft: TResumeDraft, newValues: TResumeFormValues): boolean {
  if (draft.resumeId !== null) return fingerprintResume(draft.values, draft.template) !== draft.savedFingerprint;
  const withoutLocation = { ...draft.values, personalInfo: { ...draft.values.personalInfo, location: "" } };
  return fingerprintResume(withoutLocation, draft.template) !== fingerprintResume(newValues, draft.template);
}

/**
 * The saved resume to fetch, or "local": this browser's draft if there is one, else a new
 * resume. A link's ?id= wins (unless the draft is already that resume, with its unsaved
 * changes); then an unsaved draft newer than every saved resume; then the most recently
 * updated saved resume.
 */
export function chooseResumeToOpen({
  draft,
  deepLinkId,
  savedResumes,
  newValues,
}: {
  draft: TResumeDraft | null;
  deepLinkId: number | null;
  savedResumes: readonly TResumeSummary[];
  newValues: TResumeFormValues;
}): TOpeningChoice {
  if (deepLinkId !== null)
    return draft?.resumeId === deepLinkId ? { kind: "local" } : { kind: "saved", id: deepLinkId };
  const latest = savedResumes.reduce<TResumeSummary | null>(
    (newest, resume) => (!newest || Date.parse(resume.updatedAt) > Date.parse(newest.updatedAt) ? resume : newest),
    null,
  );
  if (!latest) return { kind: "local" };
  if (draft && isUnsavedWork(draft, newValues) && Date.parse(draft.updatedAt) > Date.parse(latest.updatedAt)) {
    return { kind: "local" };
  }
  return { kind: "saved", id: latest.id };
}
