import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { duplicateJob } from "../../services/jobs/duplicate-job";
import { jobIdParam } from "./job-id";

/** POST /api/jobs/{id}/duplicate: 201 with the draft copy. */
export async function duplicateJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await duplicateJob(c.get("app"), { user, id: jobIdParam(c) }), 201);
}
