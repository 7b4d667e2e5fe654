import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../context";
import { AppError } from "./app-error";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The /api paths that take a file upload as multipart/form-data (a JSON Resume import is sent
 * as JSON); an upload endpoint adds its path here.
 */
export const MULTIPART_API_PATHS: readonly RegExp[] = [
  /^\/api\/me\/avatar$/,
  /^\/api\/company\/logo$/,
  /^\/api\/admin\/content\/media$/,
];

/**
 * The /api paths that also take an HTML form's body (application/x-www-form-urlencoded): the
 * one-click unsubscribe of RFC 8058, which mail providers post as a form, with the signed token,
 * not the session cookie, as its authority.
 */
export const FORM_API_PATHS: readonly RegExp[] = [/^\/api\/unsubscribe$/];

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/** Whether the request carries a body: its length says so, or it is sent in chunks. */
async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  if (request.headers.has("transfer-encoding")) return true;
  if (request.body === null) return false;
  // Neither header: over HTTP/1.1 the body is empty, yet the Node adapter still hands over a
  // stream (a browser's DELETE sends no Content-Length); a Request built in-process may hold a
  // body without the header. A copy is read to know: it is empty, or in-process and small.
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/**
 * A state-changing /api request with a body must send it as application/json (or
 * multipart/form-data on an upload path, or a form on a form path), else 415. A form posted
 * from another site can only send text/plain, urlencoded or multipart bodies, so this also
 * closes that door; a request without a body (sign out, delete, duplicate) passes.
 */
export const requireJsonBody = createMiddleware<THonoEnv>(async (c, next) => {
  if (STATE_CHANGING_METHODS.has(c.req.method) && (await hasBody(c.req.raw))) {
    const type = mediaType(c.req.header("content-type"));
    const isJson = type === "application/json";
    const isUpload = type === "multipart/form-data" && MULTIPART_API_PATHS.some((path) => path.test(c.req.path));
    const isForm = type === "application/x-www-form-urlencoded" && FORM_API_PATHS.some((path) => path.test(c.req.path));
    if (!isJson && !isUpload && !isForm) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "requestErrors.unsupportedMediaType");
    }
  }
  await next();
});
