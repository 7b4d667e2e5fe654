import { Hono } from "hono";
import type { THonoEnv } from "../../context";

/** /api/site/landing: the landing page's testimonials and FAQs, public. */
export function createSiteLandingRouter() {
  return new Hono<THonoEnv>();
}
