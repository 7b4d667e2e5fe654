import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { getAdsenseRevenueHandler } from "./get-revenue";
import { getAdsenseSettingsHandler } from "./get-settings";
import { runReadinessHandler } from "./run-readiness";
import { updateAdsenseSettingsHandler } from "./update-settings";

/** /api/admin/adsense: the monetization tool's settings, readiness check and revenue (mounted at /api/admin/adsense). */
export function createAdminAdsenseRouter() {
  return new Hono<THonoEnv>()
    .get("/settings", getAdsenseSettingsHandler)
    .put("/settings", updateAdsenseSettingsHandler)
    .post("/readiness", runReadinessHandler)
    .get("/revenue", getAdsenseRevenueHandler);
}
