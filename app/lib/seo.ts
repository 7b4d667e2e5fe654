import type { MetaDescriptor } from "react-router";
import {
  createTranslator,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type TLanguage,
  type TTranslate,
} from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import type { TSiteProfile } from "@common/site/profile";
import type { TPageSeo, TRobotsDirective } from "@common/site/seo";
import { siteName } from "./site";

export interface TSeo {
  /** The text function of the page's language: metaTranslator(matches). */
  t: TTranslate;
  /** The route's meta matches: the root's `site` (name, this path's SEO configuration) is read from them. */
  matches: readonly unknown[];
  title: string;
  description: string;
  keywords?: string[];
  /**
   * Path of the canonical URL, e.g. "/jobs", with or without the page's language prefix: the
   * canonical is the page's own language URL (/ar/jobs on the Arabic page).
   */
  path: string;
  publicUrl: string;
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  image?: string;
  /** An error page keeps its own head: an SEO configuration of the path describes the page, not the error. */
  isErrorPage?: boolean;
  /** A filtered or paged view of the path (/jobs?search=...) keeps its own head too: its title says what it shows. */
  isFilteredView?: boolean;
}

interface TRootMetaData {
  language?: string;
  site?: Pick<TSiteProfile, "name" | "pageSeo">;
}

function rootData(matches: readonly unknown[] | undefined): TRootMetaData | undefined {
  // A caller that passes no matches (JavaScript does not check) still gets a head, with the defaults.
  return (matches?.[0] as { loaderData?: TRootMetaData } | undefined)?.loaderData;
}

/**
 * The text function of the request's language, for a route's meta function: the root loader
 * gives the language (server/app.ts resolves it once per request).
 */
export function metaTranslator(matches: readonly unknown[]): TTranslate {
  const root = rootData(matches);
  return createTranslator(isSupportedLanguage(root?.language) ? root.language : "en");
}

/** The first sentences of a text, on one line, cut at a word to fit a search snippet. */
export function summarize(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length);
  return `${atWord.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** An absolute URL as is; one of our own paths ("/uploads/...") on the public URL. */
function absolute(url: string, publicUrl: string): string {
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

/**
 * The robots tag's content. A configuration's directive replaces the page's own, but a page the
 * code keeps out of search results (signed-in pages, filtered views, closed jobs) stays noindex:
 * a configuration may make a page stricter, never expose one.
 */
function robotsContent(page: { noIndex?: boolean }, directive: TRobotsDirective | undefined): string {
  const [index, follow] = (directive ?? (page.noIndex ? "noindex,nofollow" : "index,follow")).split(",");
  return `${page.noIndex ? "noindex" : index}, ${follow}`;
}

/** The page's language: the root loader's, which is its URL's prefix (English unprefixed). */
function pageLanguage(matches: readonly unknown[]): TLanguage {
  const language = rootData(matches)?.language;
  return SUPPORTED_LANGUAGES.find((supported) => supported === language) ?? "en";
}

/** Open Graph names a locale with its region; each language's usual one. */
const OG_LOCALES: Record<TLanguage, string> = { en: "en_US", ar: "ar_AR", fr: "fr_FR" };

/**
 * JSON-LD types that have `inLanguage` (schema.org's WebSite, WebPage and the pages built on it).
 * Not JobPosting nor Organization: they have no such property, and Google's JobPosting reads none.
 */
const TYPES_WITH_LANGUAGE = new Set([
  "WebSite",
  "WebPage",
  "AboutPage",
  "CollectionPage",
  "ContactPage",
  "FAQPage",
  "ItemPage",
  "ProfilePage",
  "QAPage",
  "SearchResultsPage",
]);

function withLanguage(item: Record<string, unknown>, language: TLanguage): Record<string, unknown> {
  const types = [item["@type"]].flat();
  const hasLanguage = types.some((type) => typeof type === "string" && TYPES_WITH_LANGUAGE.has(type));
  return hasLanguage && !("inLanguage" in item) ? { ...item, inLanguage: language } : item;
}

/**
 * The same page in each language, for search engines (hreflang) and social cards (og:locale):
 * every language's URL, English also as x-default, the one a reader of any other language gets.
 * A page kept out of search results needs none.
 */
function languageAlternates(seo: TSeo, language: TLanguage): MetaDescriptor[] {
  const href = (each: TLanguage) => `${seo.publicUrl}${localizePath(seo.path, each)}`;
  return [
    ...SUPPORTED_LANGUAGES.map((each) => ({ tagName: "link", rel: "alternate", hrefLang: each, href: href(each) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href("en") },
    ...SUPPORTED_LANGUAGES.filter((each) => each !== language).map((each) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[each],
    })),
  ];
}

/**
 * Every page's head: title with the site's name, description, robots, social tags, canonical,
 * and the page's language (og:locale, its URL in each language, JSON-LD's inLanguage).
 * The active SEO configuration of the request's path (the root loader's `site.pageSeo`, on the
 * English URL only) wins over the page's own texts; its title is used as written, without the
 * site's name.
 */
export function buildMeta(seo: TSeo): MetaDescriptor[] {
  const site = rootData(seo.matches)?.site;
  const productName = siteName({ name: site?.name ?? null }, seo.t);
  const configured: TPageSeo | null = seo.isErrorPage || seo.isFilteredView ? null : (site?.pageSeo ?? null);
  const ownTitle = seo.title.includes(productName) ? seo.title : `${seo.title} | ${productName}`;
  const title = configured?.title ?? ownTitle;
  const description = configured?.description ?? seo.description;
  const ogTitle = configured?.ogTitle ?? title;
  const ogDescription = configured?.ogDescription ?? description;
  const language = pageLanguage(seo.matches);
  const url = configured?.canonicalUrl
    ? absolute(configured.canonicalUrl, seo.publicUrl)
    : `${seo.publicUrl}${localizePath(seo.path, language)}`;
  const robots = robotsContent(seo, configured?.robots);
  const keywords = configured?.keywords.length ? configured.keywords : seo.keywords;
  const image = configured?.ogImage ? absolute(configured.ogImage, seo.publicUrl) : seo.image;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robots },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: ogDescription },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (keywords?.length) meta.push({ name: "keywords", content: keywords.join(", ") });
  if (image) {
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (!robots.startsWith("noindex")) meta.push(...languageAlternates(seo, language));
  for (const item of [seo.jsonLd ?? []].flat()) meta.push({ "script:ld+json": withLanguage(item, language) });
  return meta;
}
