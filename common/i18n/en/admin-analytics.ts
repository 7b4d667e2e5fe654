// Admin > Analytics (joins the catalogue with the console's code: app/features/admin/site-catalogue.ts).
export const adminAnalytics = {
  adminAnalytics: {},
} as const;
