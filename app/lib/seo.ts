import type { MetaDescriptor } from "react-router";
import { createTranslator, isSupportedLanguage, type TTranslate } from "@common/i18n";
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
  /** Path of the canonical URL, e.g. "/jobs". */
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

/**
 * Every page's head: title with the site's name, description, robots, social tags, canonical.
 * The active SEO configuration of the request's path (the root loader's `site.pageSeo`) wins
 * over the page's own texts; its title is used as written, without the site's name.
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
  const url = configured?.canonicalUrl
    ? absolute(configured.canonicalUrl, seo.publicUrl)
    : `${seo.publicUrl}${seo.path}`;
  const keywords = configured?.keywords.length ? configured.keywords : seo.keywords;
  const image = configured?.ogImage ? absolute(configured.ogImage, seo.publicUrl) : seo.image;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robotsContent(seo, configured?.robots) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: ogDescription },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (keywords?.length) meta.push({ name: "keywords", content: keywords.join(", ") });
  if (image) {
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  for (const item of [seo.jsonLd ?? []].flat()) meta.push({ "script:ld+json": item });
  return meta;
}
