import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { staticFileSecurityHeaders } from "./security-headers";

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const STATIC_FILE_CACHE = "public, max-age=3600";

/**
 * The built client's files, served before the app: /assets/* (content-hashed names, kept a
 * year), then any other file of the directory (the favicon, an hour). Each carries the security
 * headers of the pages (X-Content-Type-Options: nosniff and the rest); a path that is no file
 * goes on to the app.
 */
export function serveStaticFiles(app: Hono, options: { directory: string; isHttps: boolean }) {
  const root = path.relative(process.cwd(), options.directory);
  const headers = staticFileSecurityHeaders({ isHttps: options.isHttps });
  // serveStatic's onFound runs after the response is built, so headers set there are lost: they
  // go on the response it returns instead. For a path that is no file it has run the app.
  const serveWith = (cacheControl: string): MiddlewareHandler => {
    const serve = serveStatic({ root });
    return async (c, next) => {
      const response = await serve(c, next);
      if (!(response instanceof Response)) return;
      for (const [name, value] of Object.entries({ ...headers, "Cache-Control": cacheControl })) {
        response.headers.set(name, value);
      }
      return response;
    };
  };
  app.use("/assets/*", serveWith(IMMUTABLE_CACHE));
  app.use("*", serveWith(STATIC_FILE_CACHE));
}
