import { Hono } from "hono";
import type { THonoEnv } from "../../context";

/** /api/site/pages/{slug}: a published page, public. */
export function createSitePagesRouter() {
  return new Hono<THonoEnv>();
}
