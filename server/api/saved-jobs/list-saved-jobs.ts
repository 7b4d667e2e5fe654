import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listSavedJobs } from "../../services/saved-jobs/list-saved-jobs";

export async function listSavedJobsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const jobs = await listSavedJobs(c.get("app"), { user });
  return c.json({ jobs, jobIds: jobs.map((job) => job.id) });
}
