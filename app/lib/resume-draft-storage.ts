// Clearing the builder's draft, kept apart from the rest of resume-draft.ts on purpose: the shell
// calls it on sign-out, and this module must import nothing, so the resume schemas (zod) stay
// out of the root bundle, where they would be built before zod is set to jitless
// (app/lib/zod-jitless.ts) and trip the Content-Security-Policy.

export const RESUME_DRAFT_STORAGE_KEY = "hirewise.resumeDraft";

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Counts clears in this tab, so a write scheduled before a sign-out can tell it is too late.
let clearCount = 0;
export const resumeDraftClearCount = () => clearCount;

export function clearResumeDraft(storage: TStorage): void {
  clearCount += 1;
  try {
    storage.removeItem(RESUME_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The browser's draft storage, or null on the server and where storage is blocked. */
export function browserStorage(): TStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
