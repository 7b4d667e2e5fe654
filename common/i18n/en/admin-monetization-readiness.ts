// Admin > Monetization, the readiness check's fifteen checks and their reasons
// (common/monetization/readiness.ts). Joins the catalogue with the console's code
// (app/features/admin/site-catalogue.ts).
export const adminMonetizationReadiness = {
  monetizationReadiness: {
    checks: {},
    reasons: {},
  },
} as const;
