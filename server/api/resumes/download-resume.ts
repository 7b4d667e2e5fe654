import type { Context } from "hono";
import { ZDownloadQuerySchema } from "@common/resumes/schema";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseQuery } from "../../lib/validation";
import { exportResumePdf } from "../../services/resumes/export-resume-pdf";
import { attachmentDisposition } from "./content-disposition";
import { resumeIdParam } from "./resume-id";

/** GET /api/resumes/{id}/download?template=: the PDF, in the saved template unless one is asked for. */
export async function downloadResumeHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = resumeIdParam(c);
  const { template } = parseQuery(c, ZDownloadQuerySchema);
  const { pdf, fileName } = await exportResumePdf(c.get("app"), { user, id, template });
  // Copied into a plain ArrayBuffer: a worker may hand back a view of a shared one.
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": attachmentDisposition(fileName),
    // A resume is personal data: never kept by a shared cache or the browser's.
    "Cache-Control": "private, no-store",
  });
}
