// Admin > Jobs, the job sync panel and its sources (joins the catalogue with the console's code,
// app/features/admin/site-catalogue.ts, and on the server with server/services/job-import/catalogue.ts,
// which also needs the form's validation texts).
export const adminJobImport = {
  jobImport: {
    validation: {
      boardKey: "Enter the token or name as it appears in the board's address: letters, digits, - _ and . only",
      url: "Enter a full web address starting with https:// or http://",
    },
  },
} as const;
