// A company's public page, /companies/{id}-{slug}.
export const companyPage = {
  companyPage: {},
} as const;
