// "Build a resume, then come back to the job" (Applying): the resume builder's link
// carries the job's path, and the builder goes back there once the resume is saved. Only a job
// page's path is taken, so the parameter cannot send anyone elsewhere; it is kept without its
// language prefix and followed in the builder page's language.
import { withoutLanguagePrefix } from "@common/i18n/language-paths";

const RETURN_PARAM = "returnTo";
const JOB_PATH = /^\/jobs\/\d{1,10}$/;

/** The resume builder's address that comes back to this job page after saving. */
export function resumeBuilderReturningTo(jobPath: string): string {
  return `/resume-builder?${new URLSearchParams({ [RETURN_PARAM]: jobPath })}`;
}

/** The job page to go back to after saving, or null when the address names none. */
export function returnPathFrom(searchParams: URLSearchParams): string | null {
  const path = withoutLanguagePrefix(searchParams.get(RETURN_PARAM) ?? "");
  return JOB_PATH.test(path) ? path : null;
}
