import type { Context } from "hono";
import { ZJobStatusChangeSchema } from "@common/jobs/posting";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { changeJobStatus } from "../../services/jobs/change-job-status";
import { findManagedJob } from "../../services/jobs/managed-job";
import { jobIdParam } from "./job-id";

/** POST /api/jobs/{id}/status {status}: publish, pause, close or reopen. */
export async function changeJobStatusHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = jobIdParam(c);
  await findManagedJob(c.get("app").db, { user, id });
  const { status } = await parseJsonBody(c, ZJobStatusChangeSchema);
  return c.json(await changeJobStatus(c.get("app"), { user, id, status }));
}
