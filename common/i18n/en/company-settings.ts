// The Company section of /settings, where a company edits its profile and logo.
export const companySettings = {
  companySettings: {},
} as const;
