// Pages with a location field that the cached location pre-fills (the sign-ups,
// the job search, the resume builder and settings), in any language. Detection runs only on these.
import { withoutLanguagePrefix } from "@common/i18n/language-paths";

const LOCATION_PAGES = ["/register", "/register-company", "/jobs", "/resume-builder", "/settings"];

// The job search only offers the location ("Jobs near Dubai"): nothing is filled in
// there, so the "Auto-filled location" toast would not be true.
const OFFERING_PAGES = ["/jobs"];

function normalisedPath(pathname: string): string {
  const path = withoutLanguagePrefix(pathname);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function usesDetectedLocation(pathname: string): boolean {
  return LOCATION_PAGES.includes(normalisedPath(pathname));
}

/** Whether a detection on this page fills a field in, and so says so in a toast. */
export function fillsDetectedLocation(pathname: string): boolean {
  return usesDetectedLocation(pathname) && !OFFERING_PAGES.includes(normalisedPath(pathname));
}
