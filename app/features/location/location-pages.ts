// Pages with a location field that the cached location pre-fills (spec-1 sections 2 and 7,
// spec-2 "Account settings"). Detection runs, and its toast shows, only on these.
const LOCATION_PAGES = ["/register", "/register-company", "/jobs", "/job-search", "/resume-builder", "/settings"];

export function usesDetectedLocation(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LOCATION_PAGES.includes(path);
}
