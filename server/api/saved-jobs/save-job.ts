import type { Context } from "hono";
import { ZSaveJobSchema } from "@common/jobs/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { saveJob } from "../../services/saved-jobs/save-job";

export async function saveJobHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { jobId } = await parseJsonBody(c, ZSaveJobSchema);
  await saveJob(c.get("app"), { user, jobId });
  return c.json({ jobId, isSaved: true }, 201);
}
