import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { getSeekerResume, getSeekerResumePdf } from "../../services/seekers/get-seeker";
import { attachmentDisposition } from "../resumes/content-disposition";
import { renderQueueError } from "../resumes/download-resume";
import { seekerIdParam } from "./seeker-id";

/** GET /api/seekers/{id}/resume: the resume a visible candidate chose, for a company or an administrator. */
export async function getSeekerResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const seekerId = seekerIdParam(c);
  const resume = await getSeekerResume(c.get("app"), { user, seekerId });
  c.header("Cache-Control", "private, no-store");
  return c.json(resume);
}

/** GET /api/seekers/{id}/resume.pdf: that resume as a PDF, through the PDF pool and its limits. */
export async function downloadSeekerResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const seekerId = seekerIdParam(c);
  const { pdf, fileName } = await getSeekerResumePdf(c.get("app"), {
    user,
    seekerId,
    signal: c.req.raw.signal,
  }).catch((error: unknown) => {
    throw renderQueueError(error);
  });
  // Copied into a plain ArrayBuffer: a worker may hand back a view of a shared one.
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(fileName),
    // A resume is personal data: never kept by a shared cache or the browser's.
    "Cache-Control": "private, no-store",
  });
}
