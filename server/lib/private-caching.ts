import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../context";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * A response to a signed-in request is about that person (their name in the header, their
 * resumes, their saved jobs), and a response that sets a cookie carries a session: neither may
 * be kept by a shared cache or on disk, so both say `Cache-Control: private, no-store`, whatever
 * the handler or page set. A response that declares itself `public` (a company logo, the
 * sitemap) is the same for every caller and keeps its own caching; so do signed-out pages and
 * the static files, which are served before this app.
 */
export const privateCaching = createMiddleware<THonoEnv>(async (c, next) => {
  await next();
  const isSignedIn = c.get("currentUser") !== null;
  const setsCookie = c.res.headers.has("set-cookie");
  if (!isSignedIn && !setsCookie) return;
  const declared = c.res.headers.get("cache-control");
  if (declared && /(^|,)\s*public\s*(,|$)/i.test(declared) && !setsCookie) return;
  c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
});
