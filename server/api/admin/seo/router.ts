import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { createSeoHandler } from "./create-seo";
import { deleteSeoHandler } from "./delete-seo";
import { listSeoHandler } from "./list-seo";
import { scoreSeoHandler } from "./score-seo";
import { updateSeoHandler } from "./update-seo";

/** /api/admin/seo: the SEO configurations and the per-page score (mounted at /api/admin/seo). */
export function createAdminSeoRouter() {
  return new Hono<THonoEnv>()
    .get("/", listSeoHandler)
    .post("/", createSeoHandler)
    .get("/score", scoreSeoHandler)
    .put("/:id", updateSeoHandler)
    .delete("/:id", deleteSeoHandler);
}
