import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** /api/admin/content/media (multipart uploads). */
export function createMediaRouter() {
  return new Hono<THonoEnv>();
}
