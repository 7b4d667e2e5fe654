import type { Context } from "hono";
import { ZApplySchema } from "@common/applications/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { applyToJob } from "../../services/applications/apply-to-job";

/** POST /api/applications {jobId, resumeId}: the applicant is the signed-in user. */
export async function applyToJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { jobId, resumeId } = await parseJsonBody(c, ZApplySchema);
  const application = await applyToJob(c.get("app"), { user, jobId, resumeId });
  return c.json(application, 201);
}
