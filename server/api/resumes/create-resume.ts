import type { Context } from "hono";
import { ZResumeSchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertCanKeepResumes } from "../../services/resumes/resume-access";
import { createResume } from "../../services/resumes/create-resume";

export async function createResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  // Before reading the body: a company account is told why, whatever it sent.
  assertCanKeepResumes(user);
  const resume = await parseJsonBody(c, ZResumeSchema);
  return c.json(await createResume(c.get("app"), { user, resume }), 201);
}
