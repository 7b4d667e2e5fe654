import { withoutLanguagePrefix } from "@common/i18n/language-paths";

// /job-search redirects to /jobs (decision 006), so a referrer names /jobs alone, in any language
// (/ar/jobs); the link to it is given bare and takes the page's language.
const JOB_LIST_PATHS = new Set(["/jobs"]);

export function isJobListPath(pathname: string): boolean {
  return JOB_LIST_PATHS.has(withoutLanguagePrefix(pathname));
}

/**
 * Where "Back to Jobs" leads: the job list the visitor came from, with its search, when the
 * previous page was one of ours; else the plain list.
 */
export function backHrefFromReferrer(referrer: string | null | undefined, publicUrl: string): string {
  if (!referrer) return "/jobs";
  try {
    const url = new URL(referrer);
    if (url.origin !== new URL(publicUrl).origin || !isJobListPath(url.pathname)) return "/jobs";
    return `/jobs${url.search}`;
  } catch {
    return "/jobs";
  }
}
