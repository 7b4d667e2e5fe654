import { and, eq, isNull } from "drizzle-orm";
import { resumeFileName } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { applications } from "../../db/schema";
import { toResume } from "../resumes/to-saved-resume";
import { findReadableApplication, type TApplicationUser } from "./application-access";

/**
 * The resume the applicant sent, as a PDF: rendered from the frozen copy on the first request
 * and stored with the application, then answered from there (applying never waits on the PDF
 * queue, and what the company reads never changes).
 */
export async function getApplicationResumePdf(
  context: Pick<TAppContext, "db" | "pdf">,
  options: { user: TApplicationUser; id: number; signal?: AbortSignal },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { row } = await findReadableApplication(context, options);
  // The applicant deleted their account: the resume they sent went with it.
  if (row.userId === null) throw new AppError("NOT_FOUND", "applications.errors.resumeRemoved");
  const resume = toResume({ content: row.resumeContent, title: row.resumeTitle, template: row.resumeTemplate });
  const fileName = resumeFileName(resume.personalInfo.fullName);
  const [stored] = await context.db
    .select({ pdf: applications.resumePdf })
    .from(applications)
    .where(eq(applications.id, row.id))
    .limit(1);
  if (stored?.pdf) return { pdf: stored.pdf, fileName };
  // Copied into a plain buffer: a worker may hand back a view of a shared one.
  const pdf = new Uint8Array(
    await context.pdf.render(resume, resume.template, { userId: options.user.id, signal: options.signal }),
  );
  // Two first requests at once both render; the first stored copy is the one kept.
  await context.db
    .update(applications)
    .set({ resumePdf: pdf })
    .where(and(eq(applications.id, row.id), isNull(applications.resumePdf)));
  return { pdf, fileName };
}
