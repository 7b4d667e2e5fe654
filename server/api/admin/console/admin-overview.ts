import type { Context } from "hono";
import { ZAdminApplicationsQuerySchema } from "@common/admin/console";
import type { THonoEnv } from "../../../context";
import { parseQuery } from "../../../lib/validation";
import { listAdminApplications } from "../../../services/admin/console/admin-applications";
import { adminStats } from "../../../services/admin/console/admin-stats";

/** GET /api/admin/stats: the Overview's totals, this week's increments and what needs attention. */
export async function adminStatsHandler(c: Context<THonoEnv>) {
  return c.json(await adminStats(c.get("app")));
}

/** GET /api/admin/applications?status=&page=&pageSize= */
export async function listAdminApplicationsHandler(c: Context<THonoEnv>) {
  const query = parseQuery(c, ZAdminApplicationsQuerySchema);
  return c.json(await listAdminApplications(c.get("app"), { query }));
}
