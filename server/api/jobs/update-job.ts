import type { Context } from "hono";
import { ZJobPostingSchema } from "@common/jobs/posting";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { findManagedJob } from "../../services/jobs/managed-job";
import { updateJob } from "../../services/jobs/update-job";
import { jobIdParam } from "./job-id";

/** PUT /api/jobs/{id}: the whole posting again; another company's job is a 404 before the body is read. */
export async function updateJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = jobIdParam(c);
  await findManagedJob(c.get("app").db, { user, id });
  const posting = await parseJsonBody(c, ZJobPostingSchema);
  return c.json(await updateJob(c.get("app"), { user, id, posting }));
}
