import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/content/testimonials. */
export function createTestimonialsRouter() {
  return new Hono<THonoEnv>();
}
