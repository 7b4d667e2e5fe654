import type { TResumeWords } from "@common/resumes/resume-words";
import type { TResume, TResumeTemplate } from "@common/resumes/schema";

/** What the pool posts to a PDF worker. */
export interface TRenderRequest {
  id: number;
  resume: TResume;
  template: TResumeTemplate;
  /**
   * The headings and fixed words in the resume's language, resolved by the pool: a worker loads
   * its modules afresh and starts no i18next, so it never reads a catalogue itself.
   */
  words: TResumeWords;
}

/** What a PDF worker answers: the PDF bytes (transferred, not copied) or the error's message. */
export type TRenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
