import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/seo: the SEO configurations and the per-page score (mounted at /api/admin/seo). */
export function createAdminSeoRouter() {
  return new Hono<THonoEnv>();
}
