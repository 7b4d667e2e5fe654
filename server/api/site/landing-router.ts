import { Hono, type Context } from "hono";
import type { THonoEnv } from "../../context";
import { readLandingContent } from "../../services/site/landing/read-landing";

/** GET /api/site/landing: the testimonials and FAQ the landing page shows, each with its source. */
async function readLandingHandler(c: Context<THonoEnv>) {
  return c.json(await readLandingContent(c.get("app"), { t: c.get("t") }));
}

/** /api/site/landing: the landing page's testimonials and FAQs, public. */
export function createSiteLandingRouter() {
  return new Hono<THonoEnv>().get("/", readLandingHandler);
}
