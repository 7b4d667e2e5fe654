// Content pages (Admin > Content > Pages): written in Markdown, served at /pages/<slug> once
// published. The four the footer links are offered as quick starts; any other slug may be made.
import { z } from "zod";
import { hasNoControlCharacters, requiredString, requiredText } from "../validation/text";
import { PAGE_BODY_MAX, PAGE_DESCRIPTION_MAX, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN, PAGE_TITLE_MAX } from "./page-paths";

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
