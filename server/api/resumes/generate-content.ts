import type { Context } from "hono";
import { ZGenerateContentSchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { assertCanKeepResumes } from "../../services/resumes/resume-access";
import { generateContent } from "../../services/resumes/generate-content";

/** "Enhance with AI": for job seekers; nothing is saved (the person accepts suggestions in the form). */
export async function generateContentHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertCanKeepResumes(user);
  const input = await parseJsonBody(c, ZGenerateContentSchema);
  return c.json(
    await generateContent(c.get("app"), {
      input,
      userId: String(user.id),
      t: c.get("t"),
      signal: c.req.raw.signal,
    }),
  );
}
