import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireCompany } from "../../lib/guards";
import { getCompanyDashboard } from "../../services/company/get-company-dashboard";

/** GET /api/company/dashboard: the signed-in company's four tiles and its jobs. */
export async function getCompanyDashboardHandler(c: Context<THonoEnv>) {
  const user = requireCompany(c);
  return c.json(await getCompanyDashboard(c.get("app"), { user }));
}
