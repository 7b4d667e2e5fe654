// Admin > SEO (joins the catalogue with the console's code: app/features/admin/site-catalogue.ts).
export const adminSeo = {
  adminSeo: {},
} as const;
