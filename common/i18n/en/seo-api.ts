// The SEO calls' answers: errors and the score's checks (/api/admin/seo).
export const seoApi = {
  seoApi: {},
} as const;
