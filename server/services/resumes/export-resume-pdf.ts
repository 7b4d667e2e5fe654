import { resumeFileName, type TResumeTemplate } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { findReadableResume, type TResumeRow, type TResumeUser } from "./resume-access";
import { toResume } from "./to-saved-resume";

/**
 * A stored resume the caller has already been allowed to read, as a PDF, in the given template or
 * else the saved one. The renderer's queue limits (server/pdf/renderer.ts) count the asking
 * user's renders, and drop a render still waiting when the request's client has gone away.
 */
export async function renderResumeRowPdf(
  context: Pick<TAppContext, "pdf">,
  row: Pick<TResumeRow, "content" | "title" | "template" | "language">,
  options: { userId: number; template?: TResumeTemplate; signal?: AbortSignal },
): Promise<{ pdf: Uint8Array; fullName: string }> {
  const resume = toResume(row);
  const pdf = await context.pdf.render(resume, options.template ?? resume.template, {
    userId: options.userId,
    signal: options.signal,
  });
  return { pdf, fullName: resume.personalInfo.fullName };
}

/** One readable resume as a PDF, in the given template or else the saved one. */
export async function exportResumePdf(
  context: Pick<TAppContext, "db" | "pdf">,
  options: { user: TResumeUser; id: number; template?: TResumeTemplate; signal?: AbortSignal },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const row = await findReadableResume(context, options);
  const { pdf, fullName } = await renderResumeRowPdf(context, row, {
    userId: options.user.id,
    template: options.template,
    signal: options.signal,
  });
  return { pdf, fileName: resumeFileName(fullName) };
}
