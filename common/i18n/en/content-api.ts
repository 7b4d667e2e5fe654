// The content calls' answers: testimonials, FAQs and figures (/api/admin/content).
export const contentApi = {
  contentApi: {},
} as const;
