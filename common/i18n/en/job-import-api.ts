// The job import's answers, warnings and errors (/api/admin/jobs, /api/admin/job-sources). Read on
// the server only: server/services/job-import/catalogue.ts adds them to the catalogue.
export const jobImportApi = {
  jobImportApi: {
    errors: {
      sourceNotFound: "This job source does not exist (it may have been deleted)",
      duplicateSource: "A source of this kind with these settings is already configured",
      tooManySources: "You can configure at most {{max}} job sources: delete one before adding another",
      syncRunning: "A job sync is already running. Wait for it to finish, then try again",
      sourceFailed: "The source could not be imported because of an unexpected error",
      applyOnCompanySite:
        "This job was imported from another board: apply on the company's site through the job's link",
    },
    sync: {
      noSources: "No job sources are configured yet: add a source, then sync",
      summary_one: "Synced 1 source: {{new}} new, {{updated}} updated, {{expired}} expired, {{skipped}} skipped.",
      summary_other:
        "Synced {{count}} sources: {{new}} new, {{updated}} updated, {{expired}} expired, {{skipped}} skipped.",
      summaryWithErrors_one:
        "Synced 1 source, which failed: {{new}} new, {{updated}} updated, {{expired}} expired, {{skipped}} skipped.",
      summaryWithErrors_other:
        "Synced {{count}} sources, {{failed}} failed: {{new}} new, {{updated}} updated, {{expired}} expired, {{skipped}} skipped.",
      line: "{{source}}: {{message}}",
    },
    warnings: {
      countryUnknown: "“{{title}}” was skipped: its location “{{location}}” is not in one of our countries",
      salaryCurrency:
        "“{{title}}”: its salary in {{currency}} was left out (salaries here are in the country's currency, {{expected}})",
      salaryInvalid: "“{{title}}”: its salary could not be read and was left out",
      invalidField: "“{{title}}” was skipped: its {{field}} is missing or not valid",
      expiredAtSource: "“{{title}}” was skipped: the source says it closed on {{date}}",
      duplicate: "“{{title}}” was skipped: it is the same job as “{{other}}” (job {{jobId}})",
      repeated: "“{{title}}” appears more than once in the source (id {{externalId}}): the first was kept",
    },
    fields: {
      jobTitle: "title",
      companyName: "company",
      description: "description",
      city: "city",
      country: "country",
      jobType: "employment type",
      workType: "work type",
      salaryMin: "salary",
      salaryMax: "salary",
      requirements: "requirements",
    },
  },
} as const;
