import type { Context } from "hono";
import type { TAdsenseRevenue } from "@common/monetization/adsense";
import type { THonoEnv } from "../../../context";

/**
 * GET /api/admin/adsense/revenue: the spec declares it, and Hirewise reads no AdSense account, so
 * it says plainly that no revenue data is connected.
 */
export async function getAdsenseRevenueHandler(c: Context<THonoEnv>) {
  const answer: TAdsenseRevenue = { connected: false, messageKey: "monetizationApi.revenue.notConnected" };
  return c.json(answer);
}
