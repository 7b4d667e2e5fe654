import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** GET /api/admin/analytics (mounted at /api/admin). */
export function createAdminAnalyticsRouter() {
  return new Hono<THonoEnv>();
}
