import type { Context } from "hono";
import { ZAdminJobsQuerySchema } from "@common/admin/console";
import { ZJobPostingSchema } from "@common/jobs/posting";
import type { THonoEnv } from "../../../context";
import { requireAdmin } from "../../../lib/guards";
import { parseJsonBody, parseQuery } from "../../../lib/validation";
import { assertJobExists, deleteAdminJob, listAdminJobs } from "../../../services/admin/console/admin-jobs";
import { postJob } from "../../../services/jobs/post-job";
import { updateJob } from "../../../services/jobs/update-job";
import { jobIdParam } from "../../jobs/job-id";

// The console's Jobs tab. Creating and editing are the one job schema's (common/jobs/posting.ts)
// and the same services a company's posting uses, with the company named by the administrator.

/** GET /api/admin/jobs?q=&status=&page=&pageSize= */
export async function listAdminJobsHandler(c: Context<THonoEnv>) {
  const query = parseQuery(c, ZAdminJobsQuerySchema);
  return c.json(await listAdminJobs(c.get("app"), { query }));
}

/** POST /api/admin/jobs: posted live at once for the company the body names; 201 with the job. */
export async function createAdminJobHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const posting = await parseJsonBody(c, ZJobPostingSchema);
  return c.json(await postJob(c.get("app"), { user, posting }), 201);
}

/** PUT /api/admin/jobs/{id}: the whole posting again, the company's name included. */
export async function updateAdminJobHandler(c: Context<THonoEnv>) {
  const user = requireAdmin(c);
  const id = jobIdParam(c);
  await assertJobExists(c.get("app"), id);
  const posting = await parseJsonBody(c, ZJobPostingSchema);
  return c.json(await updateJob(c.get("app"), { user, id, posting }));
}

/** DELETE /api/admin/jobs/{id}: removed for good, its applications keeping the job as sent. */
export async function deleteAdminJobHandler(c: Context<THonoEnv>) {
  const admin = requireAdmin(c);
  const id = jobIdParam(c);
  await deleteAdminJob(c.get("app"), {
    admin,
    id,
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  });
  return c.json({ ok: true });
}
