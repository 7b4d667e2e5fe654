import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getApplicationResumePdf } from "../../services/applications/get-application-resume-pdf";
import { attachmentDisposition } from "../resumes/content-disposition";
import { renderQueueError } from "../resumes/download-resume";
import { applicationIdParam } from "./application-id";

/** GET /api/applications/{id}/resume.pdf: the resume as sent, for the applicant, the job's company or an administrator. */
export async function downloadApplicationResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const { pdf, fileName } = await getApplicationResumePdf(c.get("app"), {
    user,
    id: applicationIdParam(c),
    signal: c.req.raw.signal,
  }).catch((error: unknown) => {
    throw renderQueueError(error);
  });
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(fileName),
    // A resume is personal data: never kept by a shared cache or the browser's.
    "Cache-Control": "private, no-store",
  });
}
