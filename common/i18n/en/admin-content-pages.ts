// Admin > Content > Pages and Media (joins with the console's code: app/features/admin/site-catalogue.ts).
export const adminContentPages = {
  adminContentPages: {},
} as const;
