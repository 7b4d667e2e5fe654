import type { Context } from "hono";
import { ZJobApplicantsQuerySchema } from "@common/company/applicants";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { listJobApplicants } from "../../services/company/list-job-applicants";
import { jobIdParam } from "../jobs/job-id";

/** GET /api/company/jobs/{id}/applicants?sort=: the job's applications for its pipeline board. */
export async function listJobApplicantsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const jobId = jobIdParam(c);
  const { sort } = parseQuery(c, ZJobApplicantsQuerySchema);
  return c.json({ applicants: await listJobApplicants(c.get("app"), { user, jobId, sort }) });
}
