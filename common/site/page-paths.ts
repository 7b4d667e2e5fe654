// Content pages' addresses and limits, without zod: the footer on every page reads them
// (the API's schemas are in pages.ts).

export const PAGE_SLUG_MAX = 60;
export const PAGE_TITLE_MAX = 120;
export const PAGE_DESCRIPTION_MAX = 300;
export const PAGE_BODY_MAX = 100_000;

/** Lowercase letters, digits and hyphens, not starting or ending with one. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The pages the footer links once published, by slug, with the footer's catalogue label. */
export const WELL_KNOWN_PAGES = {
  about: "shell.footer.aboutUs",
  contact: "shell.footer.contactUs",
  "career-advice": "shell.footer.careerAdvice",
  "help-center": "shell.footer.helpCenter",
} as const;
export type TWellKnownPageSlug = keyof typeof WELL_KNOWN_PAGES;
export const WELL_KNOWN_PAGE_SLUGS = Object.keys(WELL_KNOWN_PAGES) as TWellKnownPageSlug[];

/** The path a page is served at. */
export const pagePath = (slug: string) => `/pages/${slug}`;
