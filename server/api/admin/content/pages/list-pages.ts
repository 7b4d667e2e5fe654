import type { Context } from "hono";
import type { THonoEnv } from "../../../../context";
import { getSitePage, listSitePages } from "../../../../services/site/pages/site-pages";
import { idParam } from "./page-action";

/** GET /api/admin/content/pages: `{items: [{id, slug, title, isPublished, updatedAt, path}]}`. */
export async function listPagesHandler(c: Context<THonoEnv>) {
  return c.json(await listSitePages(c.get("app")));
}

/** GET /api/admin/content/pages/{id}: the page with its description and Markdown body. */
export async function getPageHandler(c: Context<THonoEnv>) {
  return c.json(await getSitePage(c.get("app"), idParam(c, "pagesApi.errors.pageNotFound")));
}
