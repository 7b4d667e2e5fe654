import type { TResume, TResumeTemplate } from "@common/resumes/schema";

/** Renders resumes to PDF off the event loop (a worker pool); created once per app context. */
export interface TPdfRenderer {
  /** The resume as a PDF in the given template. */
  render(resume: TResume, template: TResumeTemplate): Promise<Uint8Array>;
  /** Stops the workers; renders after this reject. */
  close(): Promise<void>;
}
