import type { Context } from "hono";
import { ZMatchSkillsSchema } from "@common/matching/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { scoreSkills } from "../../services/matching/match-score";
import { jobIdParam } from "./job-id";

/** POST /api/jobs/{id}/match-score {skills}: a list of skills alone scored against a listed job; nothing is kept. */
export async function scoreSkillsHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const jobId = jobIdParam(c);
  const { skills } = await parseJsonBody(c, ZMatchSkillsSchema);
  return c.json(await scoreSkills(c.get("app"), { user, jobId, skills }));
}
