import type { Context } from "hono";
import { ZSaveJobSchema } from "@common/jobs/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseWith } from "../../lib/validation";
import { unsaveJob } from "../../services/saved-jobs/unsave-job";

export async function unsaveJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { jobId } = parseWith(ZSaveJobSchema, { jobId: c.req.param("jobId") });
  await unsaveJob(c.get("app"), { user, jobId });
  return c.json({ jobId, isSaved: false });
}
