import { FEED_PATH } from "./feed";

/** Paths that are private or useless to a search engine. */
export const ROBOTS_DISALLOWED_PATHS = ["/api/", "/dashboard", "/settings", "/messages", "/admin"] as const;

/**
 * /robots.txt: crawl everything public, and find the sitemap. The job feed is named in a comment:
 * robots.txt has no directive for feeds.
 */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
    `# Job feed (Indeed XML format): ${publicUrl}${FEED_PATH}`,
    "",
  ].join("\n");
}
