import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { createSiteLandingRouter } from "./landing-router";
import { createSitePagesRouter } from "./pages-router";

/** /api/site: the public reads of the site's content (what the pages show, for API users). */
export function createSiteRouter() {
  return new Hono<THonoEnv>().route("/landing", createSiteLandingRouter()).route("/pages", createSitePagesRouter());
}
