// Admin > Content > Media: images uploaded for the content pages and SEO configurations, checked
// and kept in their proportions by the uploads module, owned by the site. An image a page's
// Markdown or an SEO configuration's Open Graph image uses is deleted only when asked to anyway.
import { desc, eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import {
  MEDIA_FILE_FIELD,
  MEDIA_FILE_NAME_MAX,
  type TMediaItem,
  type TMediaList,
  type TMediaUse,
} from "@common/site/media";
import { pagePath } from "@common/site/page-paths";
import type { TAppContext } from "../../../context";
import { seoConfigurations, siteMedia, sitePages, uploads } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { insertSiteUpload, prepareImageUpload, uploadUrl } from "../../../platform/uploads/uploads";
import type { TAuditRequest } from "../../audit/record-audit-event";
import { recordContentAudit } from "../pages/content-audit";

type TChange = { admin: TActor; request: TAuditRequest };

const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" } as Record<string, string>;

/**
 * The name the file was sent with, as a label only (the stored name is the hash): its last path
 * part, without control characters, at most MEDIA_FILE_NAME_MAX characters; "image.<ext>" when
 * nothing is left.
 */
export function cleanFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .trim()
    .slice(0, MEDIA_FILE_NAME_MAX);
  return cleaned || `image.${extension}`;
}

/** What uses each URL: the pages whose Markdown holds it, the configurations whose og:image is it. */
async function usesByUrl(context: Pick<TAppContext, "db">, urls: string[]): Promise<Map<string, TMediaUse[]>> {
  const uses = new Map<string, TMediaUse[]>(urls.map((url) => [url, []]));
  if (!urls.length) return uses;
  const [pages, configurations] = await Promise.all([
    context.db
      .select({ id: sitePages.id, slug: sitePages.slug, title: sitePages.title, body: sitePages.body })
      .from(sitePages),
    context.db
      .select({ id: seoConfigurations.id, pagePath: seoConfigurations.pagePath, ogImage: seoConfigurations.ogImage })
      .from(seoConfigurations),
  ]);
  for (const url of urls) {
    const list = uses.get(url)!;
    for (const page of pages) {
      if (page.body.includes(url))
        list.push({ kind: "page", id: page.id, title: page.title, path: pagePath(page.slug) });
    }
    for (const configuration of configurations) {
      // An absolute address on this site ends with the path.
      if (configuration.ogImage === url || configuration.ogImage.endsWith(url)) {
        list.push({ kind: "seo", id: configuration.id, title: configuration.pagePath, path: configuration.pagePath });
      }
    }
  }
  return uses;
}

const mediaColumns = {
  id: siteMedia.id,
  uploadId: siteMedia.uploadId,
  fileName: siteMedia.fileName,
  altText: siteMedia.altText,
  createdAt: siteMedia.createdAt,
  sha256: uploads.sha256,
  contentType: uploads.contentType,
  width: uploads.width,
  height: uploads.height,
  byteSize: uploads.byteSize,
};

type TMediaRow = {
  id: number;
  fileName: string;
  altText: string;
  createdAt: Date;
  sha256: string;
  contentType: string;
  width: number | null;
  height: number | null;
  byteSize: number;
};

const urlOf = (row: TMediaRow) => uploadUrl({ sha256: row.sha256, extension: EXTENSIONS[row.contentType] ?? "png" });

function toItem(row: TMediaRow, usedBy: TMediaUse[]): TMediaItem {
  return {
    id: row.id,
    url: urlOf(row),
    fileName: row.fileName,
    altText: row.altText,
    width: row.width ?? 0,
    height: row.height ?? 0,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}

/** GET /api/admin/content/media: every image, newest first, with what uses it. */
export async function listSiteMedia(context: Pick<TAppContext, "db">): Promise<TMediaList> {
  const rows = await context.db
    .select(mediaColumns)
    .from(siteMedia)
    .innerJoin(uploads, eq(uploads.id, siteMedia.uploadId))
    .orderBy(desc(siteMedia.createdAt), desc(siteMedia.id));
  const uses = await usesByUrl(context, rows.map(urlOf));
  return { items: rows.map((row) => toItem(row, uses.get(urlOf(row)) ?? [])) };
}

/**
 * POST /api/admin/content/media: the image checked and re-encoded before any write (over 5 MB
 * 413, not a JPEG, PNG or GIF 415, unreadable 400, each naming `file`), then its upload and its
 * library entry written together.
 */
export async function uploadSiteMedia(
  context: TAppContext,
  options: TChange & { bytes: Uint8Array; fileName: string; altText: string },
): Promise<TMediaItem> {
  const upload = await prepareImageUpload("media", { bytes: options.bytes, field: MEDIA_FILE_FIELD });
  const fileName = cleanFileName(options.fileName, upload.extension);
  const item = await context.db.transaction(async (tx) => {
    const stored = await insertSiteUpload(tx, upload);
    const [row] = await tx
      .insert(siteMedia)
      .values({ uploadId: stored.id, fileName, altText: options.altText, uploadedBy: options.admin.id })
      .returning();
    return toItem(
      {
        ...row,
        sha256: upload.sha256,
        contentType: upload.contentType,
        width: upload.width,
        height: upload.height,
        byteSize: upload.data.byteLength,
      },
      [],
    );
  });
  await recordContentAudit(context, {
    event: "admin.media-uploaded",
    admin: options.admin,
    request: options.request,
    detail: { mediaId: item.id, url: item.url, fileName },
  });
  return item;
}

/**
 * DELETE /api/admin/content/media/{id}: the image and its bytes. One in use (usedBy) is a 409
 * unless `force`: the console lists its users, then asks again with force.
 */
export async function deleteSiteMedia(
  context: TAppContext,
  options: TChange & { id: number; force: boolean },
): Promise<{ ok: true }> {
  const [row] = await context.db
    .select(mediaColumns)
    .from(siteMedia)
    .innerJoin(uploads, eq(uploads.id, siteMedia.uploadId))
    .where(eq(siteMedia.id, options.id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "pagesApi.errors.mediaNotFound");
  const url = urlOf(row);
  const usedBy = (await usesByUrl(context, [url])).get(url) ?? [];
  if (usedBy.length && !options.force) {
    throw new AppError("CONFLICT", "pagesApi.errors.mediaInUse", { force: "pagesApi.errors.mediaInUse" });
  }
  // The library entry goes with its upload (ON DELETE CASCADE).
  await context.db.delete(uploads).where(eq(uploads.id, row.uploadId));
  await recordContentAudit(context, {
    event: "admin.media-deleted",
    admin: options.admin,
    request: options.request,
    detail: { mediaId: row.id, url, fileName: row.fileName, usedBy: usedBy.map((use) => `${use.kind}:${use.id}`) },
  });
  return { ok: true };
}
