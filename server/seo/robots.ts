import { SUPPORTED_LANGUAGES } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import { FEED_PATH } from "./feed";

/** Pages that are private or useless to a search engine, in English. */
const PRIVATE_PAGES = ["/dashboard", "/settings", "/messages", "/admin"];

/** Paths that are private or useless to a search engine: the API and those pages in every language. */
export const ROBOTS_DISALLOWED_PATHS = [
  "/api/",
  ...SUPPORTED_LANGUAGES.flatMap((language) => PRIVATE_PAGES.map((path) => localizePath(path, language))),
];

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
