// The company profile API (GET/PUT /api/company/profile, the logo): its errors and field messages.
export const companyProfile = {
  companyProfile: {
    companiesOnly: "Only company accounts have a company profile",
    noCompany: "This account has no company profile",
    logoTooLarge: "The logo must be 1MB or smaller",
    validation: {
      cityNeedsCountry: "Choose a country first",
      foundedYear: "Enter a year between 1800 and this year",
    },
  },
} as const;
