// SEO configurations (Admin > SEO): one page path's head, applied on the server to that page. The
// spec's four robots directives, index,follow by default; the length guidance of the form.
import { z } from "zod";
import { hasNoControlCharacters, requiredString } from "../validation/text";

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

/** The longest page path a configuration names. */
export const SEO_PATH_MAX = 300;
/** Hard limits; the guidance above is advice. */
export const SEO_TITLE_MAX = 200;
export const SEO_DESCRIPTION_MAX = 500;
export const SEO_URL_MAX = 2000;
export const SEO_KEYWORDS_MAX = 20;
export const SEO_KEYWORD_MAX = 100;

const text = (max: number) =>
  z
    .string({ error: "validation.invalidText" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .default("");

/**
 * A page path as the site serves it: "/" then the path, no query or fragment, no empty segment,
 * no spaces; a trailing slash is dropped ("/jobs/" is "/jobs"). Whether a page answers there
 * is the server's question (server/services/site/seo/page-paths.ts).
 */
export const ZSeoPagePathSchema = z
  .string(requiredString())
  .trim()
  .min(1, "validation.required")
  .max(SEO_PATH_MAX, { error: "validation.tooLong" })
  .refine((value) => value.startsWith("/"), { error: "seoApi.errors.pathStart" })
  .refine((value) => !/[?#]/.test(value), { error: "seoApi.errors.pathQuery" })
  .refine((value) => !value.includes("//") && !/[\s\\]/.test(value) && hasNoControlCharacters(value), {
    error: "seoApi.errors.pathFormat",
  })
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, "") : value));

/** The normalised form of a request's path, to find its configuration ("/jobs/" is "/jobs"). */
export function normaliseSeoPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** An absolute http(s) address, or one of the site's own paths ("/uploads/card.png"). */
export function isSeoUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
  } catch {
    return false;
  }
}

const url = text(SEO_URL_MAX).refine((value) => value === "" || isSeoUrl(value), { error: "seoApi.errors.url" });

/** "a, b ,c" as ["a", "b", "c"]: the keywords, trimmed, blanks dropped. */
export function splitKeywords(value: string): string[] {
  return value
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** POST /api/admin/seo and PUT /api/admin/seo/{id}: the whole configuration. */
export const ZSeoConfigurationInputSchema = z.object({
  page: ZSeoPagePathSchema,
  title: text(SEO_TITLE_MAX),
  description: text(SEO_DESCRIPTION_MAX),
  /** Comma-separated, at most SEO_KEYWORDS_MAX; stored as "a, b, c". */
  keywords: text(SEO_KEYWORDS_MAX * (SEO_KEYWORD_MAX + 2))
    .refine((value) => splitKeywords(value).length <= SEO_KEYWORDS_MAX, { error: "seoApi.errors.tooManyKeywords" })
    .refine((value) => splitKeywords(value).every((keyword) => keyword.length <= SEO_KEYWORD_MAX), {
      error: "seoApi.errors.keywordTooLong",
    })
    .transform((value) => splitKeywords(value).join(", ")),
  ogTitle: text(SEO_TITLE_MAX),
  ogDescription: text(SEO_DESCRIPTION_MAX),
  ogImage: url,
  canonicalUrl: url,
  robotsDirective: z.enum(ROBOTS_DIRECTIVES, { error: "validation.invalidOption" }).default("index,follow"),
  isActive: z.boolean({ error: "validation.invalidValue" }).default(true),
});
export type TSeoConfigurationInput = z.input<typeof ZSeoConfigurationInputSchema>;
export type TSeoConfigurationValues = z.output<typeof ZSeoConfigurationInputSchema>;

/** One configuration as the console lists it; an empty text is a field left to the page. */
export interface TSeoConfiguration {
  id: number;
  page: string;
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  canonicalUrl: string;
  robotsDirective: TRobotsDirective;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/seo. */
export interface TSeoConfigurationList {
  configurations: TSeoConfiguration[];
}

/** GET /api/admin/seo/score?path=/jobs */
export const ZSeoScoreQuerySchema = z.object({ path: ZSeoPagePathSchema });

export const SEO_CHECK_STATUSES = ["passed", "warning", "failed"] as const;
export type TSeoCheckStatus = (typeof SEO_CHECK_STATUSES)[number];

/** The checks of a page's score, each with its weight (a warning counts half). */
export const SEO_CHECK_WEIGHTS = {
  title: 20,
  description: 15,
  h1: 15,
  canonical: 10,
  robots: 10,
  jsonLd: 10,
  imageAlt: 10,
  openGraph: 10,
} as const;
export type TSeoCheckKey = keyof typeof SEO_CHECK_WEIGHTS;

/** One check: its outcome, the sentence saying why (a seoApi.checks key) and what was found. */
export interface TSeoCheck {
  key: TSeoCheckKey;
  status: TSeoCheckStatus;
  messageKey: string;
  /** The values of the sentence ({{length}}, {{count}}...). */
  values: Record<string, string | number>;
  /** What was found, as the page has it (the title, the canonical address), or null. */
  detail: string | null;
}

export interface TSeoScore {
  path: string;
  /** 0-100: the weighted share of checks passed, a warning counting half. */
  score: number;
  checks: TSeoCheck[];
}
