import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/content/faqs. */
export function createFaqsRouter() {
  return new Hono<THonoEnv>();
}
