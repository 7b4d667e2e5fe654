import { resumeFileName, type TResumeTemplate } from "@common/resumes/schema";
import type { TAppContext } from "../../context";
import { findReadableResume, type TResumeUser } from "./resume-access";
import { toResume } from "./to-saved-resume";

/** One readable resume as a PDF, in the given template or else the saved one. */
export async function exportResumePdf(
  context: Pick<TAppContext, "db" | "pdf">,
  options: { user: TResumeUser; id: number; template?: TResumeTemplate; signal?: AbortSignal },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const resume = toResume(await findReadableResume(context, options));
  // The renderer's queue limits (server/pdf/renderer.ts) count the asking user's renders, and drop
  // a render still waiting when the request's client has gone away.
  const pdf = await context.pdf.render(resume, options.template ?? resume.template, {
    userId: options.user.id,
    signal: options.signal,
  });
  return { pdf, fileName: resumeFileName(resume.personalInfo.fullName) };
}
