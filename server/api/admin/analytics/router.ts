import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { getAdminAnalyticsHandler } from "./get-analytics";

/** Admin > Analytics (mounted at /api/admin, which requires an administrator). */
export function createAdminAnalyticsRouter() {
  return new Hono<THonoEnv>().get("/analytics", getAdminAnalyticsHandler);
}
