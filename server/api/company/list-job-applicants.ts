import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listJobApplicants } from "../../services/company/list-job-applicants";
import { jobIdParam } from "../jobs/job-id";

/** GET /api/company/jobs/{id}/applicants: the job's applications for its pipeline board. */
export async function listJobApplicantsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json({ applicants: await listJobApplicants(c.get("app"), { user, jobId: jobIdParam(c) }) });
}
