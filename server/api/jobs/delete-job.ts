import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { deleteJob } from "../../services/jobs/delete-job";
import { jobIdParam } from "./job-id";

/** DELETE /api/jobs/{id}: drafts only; any other status is a 409. */
export async function deleteJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  await deleteJob(c.get("app"), { user, id: jobIdParam(c) });
  return c.json({ ok: true });
}
