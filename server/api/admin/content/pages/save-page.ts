import type { Context } from "hono";
import { ZSitePageInputSchema } from "@common/site/pages";
import type { THonoEnv } from "../../../../context";
import { parseJsonBody } from "../../../../lib/validation";
import { createSitePage, deleteSitePage, updateSitePage } from "../../../../services/site/pages/site-pages";
import { contentChange, idParam } from "./page-action";

const NOT_FOUND = "pagesApi.errors.pageNotFound";

/** POST /api/admin/content/pages `{slug, title, description?, body?, isPublished?}`: 201 with the page. */
export async function createPageHandler(c: Context<THonoEnv>) {
  const change = contentChange(c);
  const input = await parseJsonBody(c, ZSitePageInputSchema);
  return c.json(await createSitePage(c.get("app"), { ...change, input }), 201);
}

/** PUT /api/admin/content/pages/{id}: the whole page, as POST takes it; answers it. */
export async function updatePageHandler(c: Context<THonoEnv>) {
  const change = contentChange(c);
  const id = idParam(c, NOT_FOUND);
  const input = await parseJsonBody(c, ZSitePageInputSchema);
  return c.json(await updateSitePage(c.get("app"), { ...change, id, input }));
}

/** DELETE /api/admin/content/pages/{id}: `{ok: true}`. */
export async function deletePageHandler(c: Context<THonoEnv>) {
  const change = contentChange(c);
  const id = idParam(c, NOT_FOUND);
  return c.json(await deleteSitePage(c.get("app"), { ...change, id }));
}
