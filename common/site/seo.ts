// SEO configurations (Admin > SEO): one page path's head, applied on the server to that page. The
// spec's four robots directives, index,follow by default; the length guidance of the form.

export const ROBOTS_DIRECTIVES = ["index,follow", "noindex,follow", "index,nofollow", "noindex,nofollow"] as const;
export type TRobotsDirective = (typeof ROBOTS_DIRECTIVES)[number];

/** The guidance the form shows as the administrator types: a title of 50-60 characters. */
export const SEO_TITLE_RANGE = { min: 50, max: 60 } as const;
/** A description of 150-160 characters. */
export const SEO_DESCRIPTION_RANGE = { min: 150, max: 160 } as const;

/**
 * What an active configuration changes in its page's head (the root loader gives it to the page
 * whose path it names); a null field keeps the page's own.
 */
export interface TPageSeo {
  title: string | null;
  description: string | null;
  keywords: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  canonicalUrl: string | null;
  robots: TRobotsDirective;
}
