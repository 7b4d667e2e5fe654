// Pages with a location field that the cached location pre-fills (the sign-ups,
// the job search, the resume builder and settings). Detection runs only on these.
const LOCATION_PAGES = ["/register", "/register-company", "/jobs", "/resume-builder", "/settings"];

// The job search only offers the location ("Jobs near Dubai"): nothing is filled in
// there, so the "Auto-filled location" toast would not be true.
const OFFERING_PAGES = ["/jobs"];

function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function usesDetectedLocation(pathname: string): boolean {
  return LOCATION_PAGES.includes(normalisedPath(pathname));
}

/** Whether a detection on this page fills a field in, and so says so in a toast. */
export function fillsDetectedLocation(pathname: string): boolean {
  return usesDetectedLocation(pathname) && !OFFERING_PAGES.includes(normalisedPath(pathname));
}
