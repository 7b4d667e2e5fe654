import type { TResumeTemplate } from "@common/resumes/schema";
import { clearResumeDraft, RESUME_DRAFT_STORAGE_KEY } from "~/lib/resume-draft-storage";
import { toFormValues, toTemplate, type TResumeFormValues } from "./resume-form-values";

export {
  browserStorage,
  clearResumeDraft,
  RESUME_DRAFT_STORAGE_KEY,
  resumeDraftClearCount,
} from "~/lib/resume-draft-storage";

// The builder's draft in browser storage: what the person typed survives a reload
// and the sign-in round trip. Signing out clears it (app/components/shell/use-sign-out.ts), so
// the next person on a shared computer does not find it.

/** Bump when the stored shape changes: older drafts are then dropped, not misread. */
export const RESUME_DRAFT_VERSION = 1;
/** A draft untouched this long is stale (30 days). */
export const RESUME_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long typing pauses before the draft is written. */
export const RESUME_DRAFT_DEBOUNCE_MS = 400;

export interface TResumeDraft {
  values: TResumeFormValues;
  /** The saved resume being edited, or null for a new one. */
  resumeId: number | null;
  /** The saved resume's title (kept on update); null for a new one. */
  title: string | null;
  template: TResumeTemplate;
  /** fingerprintResume() of what the server holds, or null when nothing was saved. */
  savedFingerprint: string | null;
  /** ISO 8601. */
  updatedAt: string;
}

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function serializeResumeDraft(draft: TResumeDraft): string {
  return JSON.stringify({ version: RESUME_DRAFT_VERSION, ...draft });
}

/** The stored draft, or null when it is absent, malformed, of another version or stale. */
export function parseResumeDraft(raw: string | null, now: Date): TResumeDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  if (stored.version !== RESUME_DRAFT_VERSION) return null;
  if (!stored.values || typeof stored.values !== "object") return null;
  const updatedAt = typeof stored.updatedAt === "string" ? Date.parse(stored.updatedAt) : Number.NaN;
  if (Number.isNaN(updatedAt) || now.getTime() - updatedAt > RESUME_DRAFT_MAX_AGE_MS) return null;
  const resumeId =
    typeof stored.resumeId === "number" && Number.isSafeInteger(stored.resumeId) && stored.resumeId > 0
      ? stored.resumeId
      : null;
  return {
    values: toFormValues(stored.values),
    resumeId,
    title: resumeId !== null && typeof stored.title === "string" && stored.title.trim() ? stored.title : null,
    template: toTemplate(stored.template),
    savedFingerprint: resumeId !== null && typeof stored.savedFingerprint === "string" ? stored.savedFingerprint : null,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** Storage can be blocked (private mode, policies): then there is simply no draft. */
export function readResumeDraft(storage: TStorage, now = new Date()): TResumeDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(RESUME_DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  const draft = parseResumeDraft(raw, now);
  if (raw && !draft) clearResumeDraft(storage);
  return draft;
}

/** False when the draft could not be stored (blocked or full storage). */
export function writeResumeDraft(storage: TStorage, draft: TResumeDraft): boolean {
  try {
    storage.setItem(RESUME_DRAFT_STORAGE_KEY, serializeResumeDraft(draft));
    return true;
  } catch {
    return false;
  }
}
