import type { Context } from "hono";
import { ZGenerateSummarySchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { generateSummary } from "../../services/resumes/generate-summary";

/** Signed in only (AI use needs sign-in); any account may use it, nothing is saved. */
export async function generateSummaryHandler(c: Context<THonoEnv>) {
  requireUser(c);
  const input = await parseJsonBody(c, ZGenerateSummarySchema);
  return c.json(generateSummary({ input }));
}
