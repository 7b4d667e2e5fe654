import type { Context } from "hono";
import { ZResumeSchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertMayUseResumeRoutes } from "../../services/resumes/resume-access";
import { updateResume } from "../../services/resumes/update-resume";
import { resumeIdParam } from "./resume-id";

export async function updateResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  // Before reading the body: a company account is told why, whatever it sent.
  assertMayUseResumeRoutes(user);
  const resume = await parseJsonBody(c, ZResumeSchema);
  return c.json({ resume: await updateResume(c.get("app"), { user, id, resume }) });
}
