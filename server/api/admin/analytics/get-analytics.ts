import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { siteAnalytics } from "../../../services/site/analytics/site-analytics";

/** GET /api/admin/analytics: the site's figures over the last 30 days (common/site/analytics.ts). */
export async function getAdminAnalyticsHandler(c: Context<THonoEnv>) {
  return c.json(await siteAnalytics(c.get("app")));
}
