import type { Context } from "hono";
import { ZDownloadQuerySchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { recordEvent } from "../../platform/events/events";
import { PdfBusyError, PdfRenderAbortedError, PdfUserLimitError } from "../../pdf/types";
import { exportResumePdf } from "../../services/resumes/export-resume-pdf";
import { attachmentDisposition } from "./content-disposition";
import { resumeIdParam } from "./resume-id";

/** GET /api/resumes/{id}/download?template=: the PDF, in the saved template unless one is asked for. */
export async function downloadResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  const { template } = parseQuery(c, ZDownloadQuerySchema);
  const { pdf, fileName } = await exportResumePdf(c.get("app"), {
    user,
    id,
    template,
    signal: c.req.raw.signal,
  }).catch((error: unknown) => {
    throw renderQueueError(error);
  });
  await recordEvent(c.get("app"), { name: "resume.downloaded", userId: user.id });
  // Copied into a plain ArrayBuffer: a worker may hand back a view of a shared one.
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(fileName),
    // A resume is personal data: never kept by a shared cache or the browser's.
    "Cache-Control": "private, no-store",
  });
}

/** The renderer's refusals (server/pdf/renderer.ts) as the API's error contract. */
export function renderQueueError(error: unknown): unknown {
  if (error instanceof PdfBusyError) {
    return new AppError("SERVICE_UNAVAILABLE", "resumes.errors.pdfBusy", {}, error.retryAfterSeconds);
  }
  if (error instanceof PdfUserLimitError) return new AppError("RATE_LIMITED", "resumes.errors.pdfTooManyAtOnce");
  // Nobody reads this answer (the client has gone); it is not a fault to log as one.
  if (error instanceof PdfRenderAbortedError) return new AppError("SERVICE_UNAVAILABLE", "resumes.errors.pdfCancelled");
  return error;
}
