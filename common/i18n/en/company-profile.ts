// The company profile API (GET/PUT /api/company/profile, the logo): its errors and field messages.
export const companyProfile = {
  companyProfile: {
    validation: {
      cityNeedsCountry: "Choose a country first",
      foundedYear: "Enter a year between 1800 and this year",
    },
  },
} as const;
