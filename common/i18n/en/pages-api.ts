// The pages' and media calls' answers (/api/admin/content/pages, /media, /api/site/pages).
export const pagesApi = {
  pagesApi: {
    errors: {
      slugFormat: "Use lowercase letters, digits and hyphens",
      slugTaken: "Another page already has this address",
      pageNotFound: "No such page",
      mediaNotFound: "No such image",
      mediaTooLarge: "The image must be 5MB or smaller",
      mediaInUse: "This image is in use: deleting it breaks the pages that show it",
    },
  },
} as const;
