import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getDashboardStatsHandler } from "./get-dashboard-stats";

/** The signed-in user's dashboard data. */
export function createDashboardRouter() {
  return new Hono<THonoEnv>().get("/stats", getDashboardStatsHandler);
}
