import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { listSavedJobs as listSavedJobsOfUser } from "../../services/saved-jobs/list-saved-jobs";

export async function listSavedJobs(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const jobs = await listSavedJobsOfUser(c.get("app"), { user });
  return c.json({ jobs, jobIds: jobs.map((job) => job.id) });
}
