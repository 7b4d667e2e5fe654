// The site's media library (Admin > Content > Media): images uploaded for the content pages and
// SEO configurations, kept in their proportions, listed with their URLs.
import { z } from "zod";
import { hasNoControlCharacters } from "../validation/text";

/** The form field of the image, and of its alt text, in POST /api/admin/content/media. */
export const MEDIA_FILE_FIELD = "file";
export const MEDIA_ALT_TEXT_FIELD = "altText";

/** "JPG, GIF or PNG, 5 MB max". */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** An image is scaled down (never up) so its longest side is at most this. */
export const MEDIA_MAX_SIDE = 2000;
export const MEDIA_ALT_TEXT_MAX = 200;
export const MEDIA_FILE_NAME_MAX = 200;

export const ZMediaAltTextSchema = z
  .string({ error: "validation.invalidText" })
  .trim()
  .max(MEDIA_ALT_TEXT_MAX, { error: "validation.tooLong" })
  .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
  .default("");

/** POST /api/admin/content/media's fields beside the file. */
export const ZMediaUploadFieldsSchema = z.object({ altText: ZMediaAltTextSchema });

/** DELETE /api/admin/content/media/{id}?force=true deletes one in use. */
export const ZMediaDeleteQuerySchema = z.object({
  force: z.enum(["true", "false"], { error: "validation.invalidValue" }).optional(),
});

/** What uses an image: a page's Markdown, or an SEO configuration's Open Graph image. */
export interface TMediaUse {
  kind: "page" | "seo";
  id: number;
  /** The page's title, or the configuration's page path. */
  title: string;
  /** Where it is: the page's path, or the configuration's page path. */
  path: string;
}

/** A row of GET /api/admin/content/media; POST answers one. */
export interface TMediaItem {
  id: number;
  url: string;
  fileName: string;
  altText: string;
  width: number;
  height: number;
  byteSize: number;
  createdAt: string;
  usedBy: TMediaUse[];
}

/** GET /api/admin/content/media. */
export interface TMediaList {
  items: TMediaItem[];
}

/** The Markdown that shows an image in a page. */
export function mediaMarkdown(item: Pick<TMediaItem, "url" | "altText">): string {
  const alt = item.altText.replace(/[[\]\\]/g, "\\$&").replace(/\s+/g, " ");
  return `![${alt}](${item.url})`;
}
