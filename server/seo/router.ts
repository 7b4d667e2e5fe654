import { Hono, type Context } from "hono";
import type { THonoEnv } from "../context";
import { buildAdsTxt } from "./ads-txt";
import { FEED_PATH, streamJobFeed } from "./feed";
import { buildRobotsTxt } from "./robots";
import {
  buildCompaniesSitemap,
  buildJobsSitemap,
  buildPagesSitemap,
  buildSitemap,
  type TSitemapOptions,
} from "./sitemap";

// Crawlers come often; jobs appear and expire by the hour. A short cache spares the database
// without hiding new jobs for long.
const CACHE_CONTROL = "public, max-age=900";
// ads.txt follows the ad settings (themselves read again within 30 s): a change shows within minutes.
const ADS_TXT_CACHE_CONTROL = "public, max-age=300";

function xml(c: Context<THonoEnv>, body: string) {
  c.header("Cache-Control", CACHE_CONTROL);
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
}

/**
 * /sitemap.xml, its parts, /robots.txt, the job feed and, while ads are live, /ads.txt, generated
 * from live data (mounted before the pages).
 */
export function createSeoRoutes(options: Pick<TSitemapOptions, "maxUrls"> & { feedBatchSize?: number } = {}) {
  return new Hono<THonoEnv>()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", CACHE_CONTROL);
      return c.text(buildRobotsTxt(c.get("app").env.PUBLIC_URL));
    })
    .get("/ads.txt", async (c, next) => {
      const body = await buildAdsTxt(c.get("app"));
      // With ads off there is no ads.txt: the site's 404 page.
      if (body === null) return next();
      c.header("Cache-Control", ADS_TXT_CACHE_CONTROL);
      return c.text(body);
    })
    .get(FEED_PATH, async (c) => {
      c.header("Cache-Control", CACHE_CONTROL);
      const feed = await streamJobFeed(c.get("app"), { t: c.get("t"), batchSize: options.feedBatchSize });
      return c.body(feed, 200, { "Content-Type": "application/xml; charset=utf-8" });
    })
    .get("/sitemap.xml", async (c) => xml(c, await buildSitemap(c.get("app"), options)))
    .get("/sitemap-pages.xml", async (c) => xml(c, await buildPagesSitemap(c.get("app"))))
    .get("/:file{sitemap-companies-[0-9]{1,6}\\.xml}", async (c, next) => {
      const page = Number(/\d+/.exec(c.req.param("file"))?.[0]);
      const body = await buildCompaniesSitemap(c.get("app"), { ...options, page });
      // A page past the last one falls through to the site's 404 page.
      if (body === null) return next();
      return xml(c, body);
    })
    .get("/:file{sitemap-jobs-[0-9]{1,6}\\.xml}", async (c, next) => {
      const page = Number(/\d+/.exec(c.req.param("file"))?.[0]);
      const body = await buildJobsSitemap(c.get("app"), { ...options, page });
      // A page past the last one falls through to the site's 404 page.
      if (body === null) return next();
      return xml(c, body);
    });
}
