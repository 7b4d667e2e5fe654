import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { IMMUTABLE_CACHE } from "../../lib/static-files";
import { findUpload } from "./uploads";

/**
 * A stored upload is only ever shown as an image: opened on its own it may load and run
 * nothing, and no browser may read it as another type.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; sandbox";

/**
 * GET /uploads/<sha256>.<ext>: the stored bytes. The name is the hash of the bytes, so the
 * answer never changes and is kept a year; an unknown name, or the wrong extension, is a 404.
 */
export function createUploadsRoutes() {
  return new Hono<THonoEnv>().get("/uploads/:file", async (c) => {
    const upload = await findUpload(c.get("app").db, c.req.param("file"));
    if (!upload) throw new AppError("NOT_FOUND", "uploads.notFound");
    const etag = `"${upload.sha256}"`;
    const headers = {
      "Cache-Control": IMMUTABLE_CACHE,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
      return c.body(null, 304, headers);
    }
    return c.body(upload.data, 200, { ...headers, "Content-Type": upload.contentType });
  });
}
