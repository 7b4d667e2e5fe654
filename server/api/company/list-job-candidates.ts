import type { Context } from "hono";
import { ZJobCandidatesQuerySchema } from "@common/company/candidates";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { listJobCandidates } from "../../services/company/list-job-candidates";
import { jobIdParam } from "../jobs/job-id";

/** GET /api/company/jobs/{id}/candidates?page=: the visible job seekers who best match the job. */
export async function listJobCandidatesHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const jobId = jobIdParam(c);
  const { page } = parseQuery(c, ZJobCandidatesQuerySchema);
  return c.json(await listJobCandidates(c.get("app"), { user, jobId, page }));
}
