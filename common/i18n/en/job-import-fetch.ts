// Why a source could not be read, and what its fetcher left out (server/services/job-import/fetch).
// Read on the server only: server/services/job-import/catalogue.ts adds them to the catalogue.
export const jobImportFetch = {
  jobImportFetch: {},
} as const;
