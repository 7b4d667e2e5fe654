// The content pages on the site (/pages/<slug>): their page, the footer's links, the Contact page's operator details.
export const sitePages = {
  sitePages: {},
} as const;
