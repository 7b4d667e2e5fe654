import type { TResume, TResumeTemplate } from "@common/resumes/schema";

/** What the pool posts to a PDF worker. */
export interface TRenderRequest {
  id: number;
  resume: TResume;
  template: TResumeTemplate;
}

/** What a PDF worker answers: the PDF bytes (transferred, not copied) or the error's message. */
export type TRenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
