// Redirect after login: a path kept in browser storage, visited after signing in.
const REDIRECT_KEY = "hirewise.redirectAfterLogin";

export function storeRedirectAfterLogin(path: string) {
  // Only same-site paths, never another origin.
  if (path.startsWith("/") && !path.startsWith("//")) window.localStorage.setItem(REDIRECT_KEY, path);
}

/**
 * The stored path (and forget it), else /dashboard. It may carry the language it was read in or
 * none: the caller's navigate (~/lib/localized-links) takes it to the sign-in page's language.
 */
export function takeRedirectAfterLogin(): string {
  const stored = window.localStorage.getItem(REDIRECT_KEY);
  window.localStorage.removeItem(REDIRECT_KEY);
  return stored && stored.startsWith("/") && !stored.startsWith("//") ? stored : "/dashboard";
}

// Saving a job while signed out: the job is saved once the person is back on it, signed in.
const SAVE_JOB_KEY = "hirewise.saveJobAfterLogin";
const SAVE_JOB_MAX_AGE_MS = 60 * 60_000;

export function storeSaveJobAfterLogin(jobId: number) {
  window.localStorage.setItem(SAVE_JOB_KEY, JSON.stringify({ jobId, at: Date.now() }));
}

/** Whether this job was to be saved after signing in (within the hour); a stored intent is forgotten once read. */
export function takeSaveJobAfterLogin(jobId: number): boolean {
  const stored = window.localStorage.getItem(SAVE_JOB_KEY);
  if (!stored) return false;
  let intent: { jobId?: unknown; at?: unknown } = {};
  try {
    intent = JSON.parse(stored) as typeof intent;
  } catch {
    // unreadable: forgotten below
  }
  const isFresh = typeof intent.at === "number" && Date.now() - intent.at < SAVE_JOB_MAX_AGE_MS;
  if (isFresh && intent.jobId !== jobId) return false;
  window.localStorage.removeItem(SAVE_JOB_KEY);
  return isFresh;
}
