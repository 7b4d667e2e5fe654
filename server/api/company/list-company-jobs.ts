import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireCompany } from "../../lib/guards";
import { listCompanyJobs } from "../../services/jobs/list-company-jobs";

/** GET /api/company/jobs: the signed-in company's own jobs with status, applicants and views. */
export async function listCompanyJobsHandler(c: Context<THonoEnv>) {
  const user = requireCompany(c);
  return c.json({ jobs: await listCompanyJobs(c.get("app"), { user }) });
}
