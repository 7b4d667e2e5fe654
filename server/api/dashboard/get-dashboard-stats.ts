import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getDashboardStats } from "../../services/applications/get-dashboard-stats";

/** GET /api/dashboard/stats: the seeker dashboard's tiles, from the signed-in user's applications. */
export async function getDashboardStatsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getDashboardStats(c.get("app"), { user }));
}
