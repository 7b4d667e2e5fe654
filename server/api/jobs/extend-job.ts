import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { extendJob } from "../../services/jobs/extend-job";
import { jobIdParam } from "./job-id";

/** POST /api/jobs/{id}/extend: 30 more days from the later of now and the expiry. */
export async function extendJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await extendJob(c.get("app"), { user, id: jobIdParam(c) }));
}
