// The job import's limits, one place (README "Job import").

/** A source that has not answered completely within this long fails. */
export const FETCH_TIMEOUT_MS = 20_000;
/** A source's answer larger than this is refused as it streams in. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
/** Redirects followed, each checked like the first address. */
export const MAX_REDIRECTS = 5;
/** Postings taken from one source per sync; the rest are skipped with a warning. */
export const MAX_POSTINGS_PER_SOURCE = 2_000;
/** From one run to the start of the next, in whichever process (server/tasks/import-jobs.ts). */
export const IMPORT_INTERVAL_MS = 6 * 60 * 60_000;
/** The lease name the scheduled sync and "Sync now" share: one sync at a time across processes. */
export const IMPORT_TASK_NAME = "import-jobs";
