import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { getPageHandler, listPagesHandler } from "./pages/list-pages";
import { createPageHandler, deletePageHandler, updatePageHandler } from "./pages/save-page";

/** /api/admin/content/pages: the content pages written in Markdown (administrators only). */
export function createPagesRouter() {
  return new Hono<THonoEnv>()
    .get("/", listPagesHandler)
    .post("/", createPageHandler)
    .get("/:id", getPageHandler)
    .put("/:id", updatePageHandler)
    .delete("/:id", deletePageHandler);
}
