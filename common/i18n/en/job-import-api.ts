// The job import's answers, warnings and errors (/api/admin/jobs, /api/admin/job-sources). Read on
// the server only: server/services/job-import/catalogue.ts adds them to the catalogue.
export const jobImportApi = {
  jobImportApi: {},
} as const;
