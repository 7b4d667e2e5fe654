// /sitemap.xml from live data (docs/product.md#job-detail; the
// sitemaps.org protocol: at most 50,000 URLs per file, beyond that a sitemap index). Each page is
// listed in every language (/jobs/1, /ar/jobs/1, /fr/jobs/1), each entry naming the others as
// xhtml:link alternates, as search engines read a sitemap's hreflang.
import { SUPPORTED_LANGUAGES, type TLanguage } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import type { TAppContext } from "../context";
import { countCompanyPages, listCompanyPagePaths } from "../services/companies/public-company-sitemap";
import { countListedJobs, listJobsForSitemap } from "../services/jobs/list-jobs-for-sitemap";
import { listPublishedPagesForSitemap } from "../services/site/pages/published-pages";
import { pagePath } from "@common/site/page-paths";

export const SITEMAP_MAX_URLS = 50_000;

/**
 * Public pages a search engine may index, besides the jobs and the company pages. A page that
 * says "noindex" stays out: /companies (sign-in required), /resume-builder, /login.
 */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/jobs",
  "/skills-assessment",
  "/ai-agent",
  "/employer-demo",
  "/register",
  "/register-company",
  "/privacy-policy",
  "/terms-of-service",
] as const;

export type TSitemapUrl = { path: string; lastModified?: Date };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** W3C datetime without milliseconds, as every crawler reads it. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A file's URLs count every language: a page is one <url> per language. */
const pagesPerFile = (maxUrls: number) => Math.max(1, Math.floor(maxUrls / SUPPORTED_LANGUAGES.length));

/** The page's alternates: each language's URL, English also as x-default (as the page's head names them). */
function alternateLinks(path: string, publicUrl: string): string {
  const link = (hreflang: string, language: TLanguage) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${publicUrl}${localizePath(path, language)}`)}"/>`;
  return [...SUPPORTED_LANGUAGES.map((language) => link(language, language)), link("x-default", "en")].join("");
}

/** A urlset of these pages, each once per language with the same date and alternates. */
export function buildUrlSetXml(urls: TSitemapUrl[], publicUrl: string): string {
  const entries = urls.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${w3cDate(lastModified)}</lastmod>` : "";
    const alternates = alternateLinks(path, publicUrl);
    return SUPPORTED_LANGUAGES.map((language) => {
      const loc = escapeXml(`${publicUrl}${localizePath(path, language)}`);
      return `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildSitemapIndexXml(paths: string[], publicUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<sitemap><loc>${escapeXml(`${publicUrl}${path}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

async function listJobUrls(
  context: Pick<TAppContext, "db">,
  options: { now: Date; offset: number; limit: number },
): Promise<TSitemapUrl[]> {
  const listed = await listJobsForSitemap(context, options);
  return listed.map((job) => ({ path: `/jobs/${job.id}`, lastModified: job.createdAt }));
}

/** The static pages, then the published content pages (/pages/<slug>) with their dates. */
async function listPageUrls(context: Pick<TAppContext, "db">): Promise<TSitemapUrl[]> {
  const contentPages = await listPublishedPagesForSitemap(context);
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...contentPages.map((page) => ({ path: pagePath(page.slug), lastModified: page.updatedAt })),
  ];
}

export type TSitemapOptions = { now?: Date; maxUrls?: number };

/**
 * /sitemap.xml: one urlset while everything fits in one file (the static and published content
 * pages, every company's page, every listed job, each in every language), else an index of
 * /sitemap-pages.xml, /sitemap-companies-{n}.xml and /sitemap-jobs-{n}.xml (at most maxUrls URLs
 * each: maxUrls divided by the number of languages pages).
 */
export async function buildSitemap(
  context: Pick<TAppContext, "db" | "env">,
  options: TSitemapOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const publicUrl = context.env.PUBLIC_URL;
  const perFile = pagesPerFile(maxUrls);
  const [pageUrls, companyCount, jobCount] = await Promise.all([
    listPageUrls(context),
    countCompanyPages(context),
    countListedJobs(context, { now }),
  ]);
  if (pageUrls.length + companyCount + jobCount <= perFile) {
    const [companyPaths, jobUrls] = await Promise.all([
      listCompanyPagePaths(context, { offset: 0, limit: perFile }),
      listJobUrls(context, { now, offset: 0, limit: perFile }),
    ]);
    return buildUrlSetXml([...pageUrls, ...companyPaths.map((path) => ({ path })), ...jobUrls], publicUrl);
  }
  const parts = (name: string, total: number) =>
    Array.from({ length: Math.ceil(total / perFile) }, (_, index) => `/sitemap-${name}-${index + 1}.xml`);
  return buildSitemapIndexXml(
    ["/sitemap-pages.xml", ...parts("companies", companyCount), ...parts("jobs", jobCount)],
    publicUrl,
  );
}

/** /sitemap-pages.xml: the static pages and the published content pages (listed by the index). */
export async function buildPagesSitemap(context: Pick<TAppContext, "db" | "env">): Promise<string> {
  return buildUrlSetXml(await listPageUrls(context), context.env.PUBLIC_URL);
}

/** /sitemap-jobs-{page}.xml; null when that page has no jobs. */
export async function buildJobsSitemap(
  context: Pick<TAppContext, "db" | "env">,
  options: TSitemapOptions & { page: number },
): Promise<string | null> {
  const now = options.now ?? new Date();
  const perFile = pagesPerFile(options.maxUrls ?? SITEMAP_MAX_URLS);
  if (!Number.isSafeInteger(options.page) || options.page < 1) return null;
  const jobCount = await countListedJobs(context, { now });
  if (options.page > Math.ceil(jobCount / perFile)) return null;
  const urls = await listJobUrls(context, { now, offset: (options.page - 1) * perFile, limit: perFile });
  return buildUrlSetXml(urls, context.env.PUBLIC_URL);
}

/** /sitemap-companies-{page}.xml; null when that page has no companies. */
export async function buildCompaniesSitemap(
  context: Pick<TAppContext, "db" | "env">,
  options: Pick<TSitemapOptions, "maxUrls"> & { page: number },
): Promise<string | null> {
  const perFile = pagesPerFile(options.maxUrls ?? SITEMAP_MAX_URLS);
  if (!Number.isSafeInteger(options.page) || options.page < 1) return null;
  const companyCount = await countCompanyPages(context);
  if (options.page > Math.ceil(companyCount / perFile)) return null;
  const paths = await listCompanyPagePaths(context, { offset: (options.page - 1) * perFile, limit: perFile });
  return buildUrlSetXml(
    paths.map((path) => ({ path })),
    context.env.PUBLIC_URL,
  );
}
