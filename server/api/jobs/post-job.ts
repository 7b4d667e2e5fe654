import type { Context } from "hono";
import { ZJobPostingSchema } from "@common/jobs/posting";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertMayPost } from "../../services/jobs/managed-job";
import { postJob } from "../../services/jobs/post-job";

/** POST /api/jobs: a company account or an administrator posts a job, live at once; 201 with it. */
export async function postJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertMayPost(user);
  const posting = await parseJsonBody(c, ZJobPostingSchema);
  return c.json(await postJob(c.get("app"), { user, posting }), 201);
}
