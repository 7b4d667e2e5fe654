import type { Context } from "hono";
import { ZGenerateSummarySchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { suggestSummary } from "../../services/resumes/generate-summary";
import { assertCanKeepResumes } from "../../services/resumes/resume-access";

/**
 * For job seekers (they keep resumes; a company is refused); nothing is saved. Through the AI
 * layer: the built-in writer or the configured model (503 when it fails, 429 past the limits).
 */
export async function generateSummaryHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertCanKeepResumes(user);
  const input = await parseJsonBody(c, ZGenerateSummarySchema);
  return c.json(await suggestSummary(c.get("app"), { input, userId: String(user.id) }));
}
