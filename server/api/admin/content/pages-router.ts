import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/content/pages. */
export function createPagesRouter() {
  return new Hono<THonoEnv>();
}
