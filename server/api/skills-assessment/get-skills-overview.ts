import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getSkillsOverview } from "../../services/skills-assessment/get-skills-overview";

export async function getSkillsOverviewHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  return c.json(await getSkillsOverview(c.get("app"), { user }));
}
