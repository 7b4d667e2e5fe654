import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireCompany } from "../../lib/guards";
import { getCompanyAnalytics } from "../../services/company/get-company-analytics";

/** GET /api/company/analytics: the signed-in company's views, applications and conversion per job over 30 days. */
export async function getCompanyAnalyticsHandler(c: Context<THonoEnv>) {
  const user = requireCompany(c);
  return c.json(await getCompanyAnalytics(c.get("app"), { user }));
}
