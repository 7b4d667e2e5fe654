import type { MetaDescriptor } from "react-router";
import { createTranslator, isSupportedLanguage, type TTranslate } from "@common/i18n";

export interface TSeo {
  /** The text function of the page's language: metaTranslator(matches). */
  t: TTranslate;
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the canonical URL, e.g. "/jobs". */
  path: string;
  publicUrl: string;
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  image?: string;
}

/**
 * The text function of the request's language, for a route's meta function: the root loader
 * gives the language (server/app.ts resolves it once per request).
 */
export function metaTranslator(matches: readonly unknown[]): TTranslate {
  const root = (matches[0] as { loaderData?: { language?: string } } | undefined)?.loaderData;
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

/** Every page's head: title with the product name, description, robots, social tags, canonical. */
export function buildMeta(seo: TSeo): MetaDescriptor[] {
  const productName = seo.t("app.name");
  const title = seo.title.includes(productName) ? seo.title : `${seo.title} | ${productName}`;
  const url = `${seo.publicUrl}${seo.path}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.noIndex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (seo.keywords?.length) meta.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.image) {
    meta.push({ property: "og:image", content: seo.image }, { name: "twitter:image", content: seo.image });
  }
  for (const item of [seo.jsonLd ?? []].flat()) meta.push({ "script:ld+json": item });
  return meta;
}
