// The candidate directory's API answers: errors, and the CSV export's column headings.
export const seekerSearch = {
  seekerSearch: {
    validation: {
      jobRequired: "Choose one of your jobs to sort by best match.",
    },
  },
} as const;
