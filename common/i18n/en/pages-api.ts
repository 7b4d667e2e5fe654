// The pages' and media calls' answers (/api/admin/content/pages, /media).
export const pagesApi = {
  pagesApi: {},
} as const;
