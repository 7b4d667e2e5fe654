import type { Context } from "hono";
import { ZSaveAssessmentSchema } from "@common/skills-assessment/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertCanKeepAssessments } from "../../services/skills-assessment/can-keep-assessments";
import { saveAssessment } from "../../services/skills-assessment/save-assessment";

export async function saveAssessmentHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  // A company hears why before its body is read.
  assertCanKeepAssessments(user);
  const input = await parseJsonBody(c, ZSaveAssessmentSchema);
  return c.json(await saveAssessment(c.get("app"), { user, input }), 201);
}
