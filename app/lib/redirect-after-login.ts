// spec-1 "Redirect-after-login": a path kept in browser storage, visited after signing in.
const REDIRECT_KEY = "hirewise.redirectAfterLogin";

export function storeRedirectAfterLogin(path: string) {
  // Only same-site paths, never another origin.
  if (path.startsWith("/") && !path.startsWith("//")) window.localStorage.setItem(REDIRECT_KEY, path);
}

/** The stored path (and forget it), else /dashboard. */
export function takeRedirectAfterLogin(): string {
  const stored = window.localStorage.getItem(REDIRECT_KEY);
  window.localStorage.removeItem(REDIRECT_KEY);
  return stored && stored.startsWith("/") && !stored.startsWith("//") ? stored : "/dashboard";
}
