import type { TResume, TResumeTemplate } from "@common/resumes/schema";

export interface TPdfRenderOptions {
  /** Who asked: at most `maxPerUser` of one user's renders run or wait at once. */
  userId?: number;
  /** The request's signal: a render still waiting when its client goes away is dropped. */
  signal?: AbortSignal;
}

/** Renders resumes to PDF off the event loop (a worker pool); created once per app context. */
export interface TPdfRenderer {
  /**
   * The resume as a PDF in the given template, its headings and fixed words in the resume's
   * `language` (English when absent). Rejects with PdfBusyError when the queue is full,
   * with PdfUserLimitError when the user already has renders running or waiting, and with
   * PdfRenderAbortedError when the signal aborts before the render starts.
   */
  render(resume: TResume, template: TResumeTemplate, options?: TPdfRenderOptions): Promise<Uint8Array>;
  /** Stops the workers; renders after this reject. */
  close(): Promise<void>;
}

/** Every worker is busy and the queue holds as many renders as it may: try again later. */
export class PdfBusyError extends Error {
  constructor(public readonly retryAfterSeconds: number) {
    super("the PDF queue is full");
    this.name = "PdfBusyError";
  }
}

/** The user already has as many renders running or waiting as one user may. */
export class PdfUserLimitError extends Error {
  constructor(public readonly limit: number) {
    super(`at most ${limit} PDF renders per user at once`);
    this.name = "PdfUserLimitError";
  }
}

/** The render's client went away while it waited; it was never started. */
export class PdfRenderAbortedError extends Error {
  constructor() {
    super("the PDF render was dropped: its client went away before it started");
    this.name = "PdfRenderAbortedError";
  }
}
