import type { Context } from "hono";
import {
  MEDIA_ALT_TEXT_FIELD,
  MEDIA_FILE_FIELD,
  ZMediaUploadFieldsSchema,
  ZMediaDeleteQuerySchema,
} from "@common/site/media";
import type { THonoEnv } from "../../../../context";
import { readUploadedFile } from "../../../../lib/uploaded-file";
import { parseQuery, parseWith } from "../../../../lib/validation";
import { tooLargeError, UPLOAD_PURPOSES } from "../../../../platform/uploads/uploads";
import { deleteSiteMedia, listSiteMedia, uploadSiteMedia } from "../../../../services/site/media/site-media";
import { contentChange, idParam } from "../pages/page-action";

/** GET /api/admin/content/media: `{items: [{id, url, fileName, altText, width, height, byteSize, createdAt, usedBy}]}`. */
export async function listMediaHandler(c: Context<THonoEnv>) {
  return c.json(await listSiteMedia(c.get("app")));
}

/** POST /api/admin/content/media (multipart/form-data: the image in `file`, `altText` optional): 201 with the item. */
export async function uploadMediaHandler(c: Context<THonoEnv>) {
  const change = contentChange(c);
  const bytes = await readUploadedFile(c, {
    field: MEDIA_FILE_FIELD,
    maxFileBytes: UPLOAD_PURPOSES.media.maxFileBytes,
    tooLarge: () => tooLargeError("media", MEDIA_FILE_FIELD),
  });
  // The form is parsed once (Hono keeps it): the file's name and the alt text beside it.
  const form = await c.req.parseBody();
  const file = form[MEDIA_FILE_FIELD] as File;
  const rawAlt = form[MEDIA_ALT_TEXT_FIELD];
  const { altText } = parseWith(ZMediaUploadFieldsSchema, { altText: typeof rawAlt === "string" ? rawAlt : undefined });
  const item = await uploadSiteMedia(c.get("app"), { ...change, bytes, fileName: file.name, altText });
  return c.json(item, 201);
}

/** DELETE /api/admin/content/media/{id}[?force=true]: `{ok: true}`; 409 while in use, unless forced. */
export async function deleteMediaHandler(c: Context<THonoEnv>) {
  const change = contentChange(c);
  const id = idParam(c, "pagesApi.errors.mediaNotFound");
  const { force } = parseQuery(c, ZMediaDeleteQuerySchema);
  return c.json(await deleteSiteMedia(c.get("app"), { ...change, id, force: force === "true" }));
}
