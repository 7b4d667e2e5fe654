// Content pages (Admin > Content > Pages): written in Markdown, served at /pages/<slug> once
// published. The four the footer links are offered as quick starts; any other slug may be made.
import { z } from "zod";
import { hasNoControlCharacters, requiredString, requiredText } from "../validation/text";

export const PAGE_SLUG_MAX = 60;
export const PAGE_TITLE_MAX = 120;
export const PAGE_DESCRIPTION_MAX = 300;
export const PAGE_BODY_MAX = 100_000;

/** Lowercase letters, digits and hyphens, not starting or ending with one. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The pages the footer links once published, by slug, with the footer's catalogue label. */
export const WELL_KNOWN_PAGES = {
  about: "shell.footer.aboutUs",
  contact: "shell.footer.contactUs",
  "career-advice": "shell.footer.careerAdvice",
  "help-center": "shell.footer.helpCenter",
} as const;
export type TWellKnownPageSlug = keyof typeof WELL_KNOWN_PAGES;
export const WELL_KNOWN_PAGE_SLUGS = Object.keys(WELL_KNOWN_PAGES) as TWellKnownPageSlug[];

/** The path a page is served at. */
export const pagePath = (slug: string) => `/pages/${slug}`;

export const ZPageSlugSchema = z
  .string(requiredString())
  .trim()
  .min(1, "validation.required")
  .max(PAGE_SLUG_MAX, { error: "validation.tooLong" })
  .regex(PAGE_SLUG_PATTERN, { error: "pagesApi.errors.slugFormat" });

/** POST /api/admin/content/pages and PUT /api/admin/content/pages/{id}: the whole page. */
export const ZSitePageInputSchema = z.object({
  slug: ZPageSlugSchema,
  title: requiredText(PAGE_TITLE_MAX),
  description: z
    .string({ error: "validation.invalidText" })
    .trim()
    .max(PAGE_DESCRIPTION_MAX, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .default(""),
  // Kept as written (leading spaces mean something in Markdown); only its end is trimmed.
  body: z
    .string({ error: "validation.invalidText" })
    .max(PAGE_BODY_MAX, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .transform((value) => value.trimEnd())
    .default(""),
  isPublished: z.boolean({ error: "validation.invalidValue" }).default(false),
});
export type TSitePageInput = z.input<typeof ZSitePageInputSchema>;

/** A row of GET /api/admin/content/pages. */
export interface TSitePageSummary {
  id: number;
  slug: string;
  title: string;
  isPublished: boolean;
  updatedAt: string;
  path: string;
}

/** GET /api/admin/content/pages. */
export interface TSitePageList {
  items: TSitePageSummary[];
}

/** GET, POST and PUT /api/admin/content/pages[/{id}]: the page with its Markdown. */
export interface TSitePage extends TSitePageSummary {
  description: string;
  body: string;
}

/** GET /api/site/pages/{slug}: a published page, its Markdown rendered. */
export interface TPublicSitePage {
  slug: string;
  title: string;
  description: string;
  html: string;
  updatedAt: string;
}

// The typography of a content page's rendered Markdown (the page and the console's preview), matched to the legal pages: headings,
// paragraphs, lists, links, quotes, tables, code and images styled from the wrapper, since the
// HTML comes from the server as a string.
export const PAGE_PROSE_CLASSES = [
  "text-base leading-7 text-gray-800 break-words",
  "[&>*+*]:mt-4",
  "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-gray-900 sm:[&_h2]:text-2xl",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-gray-900 [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_li]:marker:text-gray-500",
  "[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-800",
  "[&_a:focus-visible]:rounded [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-primary-600",
  "[&_blockquote]:border-s-2 [&_blockquote]:border-primary-200 [&_blockquote]:ps-4 [&_blockquote]:text-gray-700",
  "[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold",
  "[&_td]:border-b [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_hr]:my-8 [&_hr]:border-gray-200 [&_strong]:font-semibold [&_strong]:text-gray-900",
].join(" ");
