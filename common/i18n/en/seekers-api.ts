// The candidate directory's API answers: errors, and the CSV export's column headings.
export const seekerSearch = {
  seekerSearch: {
    validation: {
      jobRequired: "Choose one of your jobs to sort by best match.",
    },
    errors: {
      companyAccess: "Company Access Required: only company accounts and administrators can browse candidates.",
    },
    csv: {
      name: "Name",
      headline: "Headline",
      location: "Location",
      availability: "Availability",
      yearsOfExperience: "Years of experience",
      skills: "Skills",
      resumeTitle: "Resume",
      updated: "Updated",
    },
  },
} as const;
