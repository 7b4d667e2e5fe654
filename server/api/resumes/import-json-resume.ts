import type { Context } from "hono";
import { z } from "zod";
import { intlLocale } from "@common/i18n/formats";
import { absoluteDate } from "@common/jobs/format";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { importJsonResume } from "../../services/resumes/json-resume";
import { assertCanKeepResumes } from "../../services/resumes/resume-access";

// Any JSON object, handed to the mapper as parsed: it reads untrusted documents key by key.
const ZJsonResumeDocumentSchema = z.custom<Record<string, unknown>>(() => true);

/** POST /api/resumes/import/json-resume: `{ draft, unmapped }` for a job seeker; nothing is saved. */
export async function importJsonResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  assertCanKeepResumes(user);
  const document = await parseJsonBody(c, ZJsonResumeDocumentSchema);
  const title = c.get("t")("resumes.importedTitle", {
    date: absoluteDate(new Date(), intlLocale(c.get("language"), c.get("digits"))),
  });
  return c.json(await importJsonResume(c.get("app"), { user, document, title }));
}
