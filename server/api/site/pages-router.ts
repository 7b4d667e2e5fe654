import { Hono } from "hono";
import { PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from "@common/site/page-paths";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { readPublishedPage } from "../../services/site/pages/published-pages";

/** /api/site/pages/{slug}: a published page `{slug, title, description, html, updatedAt}`, public; else 404. */
export function createSitePagesRouter() {
  return new Hono<THonoEnv>().get("/:slug", async (c) => {
    const slug = c.req.param("slug");
    const page =
      slug.length <= PAGE_SLUG_MAX && PAGE_SLUG_PATTERN.test(slug) ? await readPublishedPage(c.get("app"), slug) : null;
    if (!page) throw new AppError("NOT_FOUND", "pagesApi.errors.pageNotFound");
    return c.json(page);
  });
}
