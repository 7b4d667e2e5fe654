/** Paths that are private or useless to a search engine. */
export const ROBOTS_DISALLOWED_PATHS = ["/api/", "/dashboard", "/settings", "/messages", "/admin"] as const;

/** /robots.txt: crawl everything public, and find the sitemap. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
