// Company registration offers eleven industries and three more so that the
// companies filter has its fourteen, with "Other" last.
export const INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Marketing",
  "Manufacturing",
  "Retail",
  "Consulting",
  "Non-profit",
  "Government",
  "Construction & Real Estate",
  "Hospitality & Tourism",
  "Logistics & Transportation",
  "Other",
] as const;
export type TIndustry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

// The job-search "Company Size" filter groups the registration sizes.
export const COMPANY_SIZE_GROUPS = {
  startup: ["1-10", "11-50"],
  small: ["51-200"],
  medium: ["201-1000"],
  large: ["1000+"],
} as const satisfies Record<string, readonly TCompanySize[]>;
