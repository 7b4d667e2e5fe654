import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/content/figures. */
export function createFiguresRouter() {
  return new Hono<THonoEnv>();
}
