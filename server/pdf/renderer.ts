import os from "node:os";
import { Worker } from "node:worker_threads";
// The words of a resume in Arabic or French come from their catalogues, which the server loads at
// start; a renderer made elsewhere (a benchmark, a test) needs them as well.
import "@common/i18n/all-catalogues";
import { resumeWords } from "@common/resumes/resume-words";
import type { TResume, TResumeTemplate } from "@common/resumes/schema";
import {
  PdfBusyError,
  PdfRenderAbortedError,
  PdfUserLimitError,
  type TPdfRenderer,
  type TPdfRenderOptions,
} from "./types";
import type { TRenderReply, TRenderRequest } from "./worker-protocol";

export interface TPdfRendererOptions {
  /** How many worker threads render at once; min(2, cpus) when absent. */
  poolSize?: number;
  /** A render that takes longer than this rejects and its worker is replaced. */
  timeoutMs?: number;
  /** How many renders may wait for a worker; one more is refused with PdfBusyError. */
  maxQueued?: number;
  /** How many renders of one user may run or wait at once; one more is refused with PdfUserLimitError. */
  maxPerUser?: number;
  /** What PdfBusyError tells the client to wait before it tries again. */
  retryAfterSeconds?: number;
}

interface TJob {
  id: number;
  request: TRenderRequest;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** A job's promise settles once, whoever settles it first (the worker, a timeout, an abort, close). */
function settleOnce(
  resolve: (pdf: Uint8Array) => void,
  reject: (error: Error) => void,
  release: () => void,
): Pick<TJob, "resolve" | "reject"> {
  let isSettled = false;
  const once =
    <T>(settle: (value: T) => void) =>
    (value: T) => {
      if (isSettled) return;
      isSettled = true;
      release();
      settle(value);
    };
  return { resolve: once(resolve), reject: once(reject) };
}

interface TPoolWorker {
  worker: Worker;
  job: TJob | null;
  timer: NodeJS.Timeout | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;
// A render takes a fraction of a second to about two seconds (a long resume): 32 waiting renders
// on two workers are served within about half a minute, well inside a browser's patience, and
// a burst beyond that is refused at once instead of piling up memory and waiting clients.
const DEFAULT_MAX_QUEUED = 32;
// A person clicks Download, maybe twice; a third render at once is a script or a stuck button.
const DEFAULT_MAX_PER_USER = 2;
const DEFAULT_RETRY_AFTER_SECONDS = 5;

// A render allocates many short-lived objects (layout boxes, glyph runs, PDF strings). With V8's
// default young generation for a worker (32 MB of semi-spaces) a render spent about 8 % of its
// CPU time collecting garbage; 96 MB (two 32 MB semi-spaces) brought that to about 5 %, for at
// most 32 MB more per worker.
const YOUNG_GENERATION_MB = 96;

// The worker's entry is plain JavaScript that registers tsx and imports the TypeScript worker:
// the server (npm start, npm run dev) and vitest all run TypeScript sources, and a worker thread
// does not inherit their loaders.
const WORKER_ENTRY = new URL("./worker-entry.mjs", import.meta.url);

/**
 * A small pool of worker threads that render resumes to PDF, so layout and font shaping never
 * block the server's event loop. Workers start on the first render (tests and CLI commands that
 * never render pay nothing) and are reused: each registers its fonts once.
 */
export function createPdfRenderer(options: TPdfRendererOptions = {}): TPdfRenderer {
  const poolSize = Math.max(1, options.poolSize ?? Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxQueued = Math.max(0, options.maxQueued ?? DEFAULT_MAX_QUEUED);
  const maxPerUser = Math.max(1, options.maxPerUser ?? DEFAULT_MAX_PER_USER);
  const retryAfterSeconds = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  /** Renders running or waiting, by user. */
  const perUser = new Map<number, number>();
  const workers: TPoolWorker[] = [];
  const queue: TJob[] = [];
  let nextId = 1;
  let isClosed = false;

  function startWorker(): TPoolWorker {
    const entry: TPoolWorker = {
      worker: new Worker(WORKER_ENTRY, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
      job: null,
      timer: null,
    };
    entry.worker.on("message", (reply: TRenderReply) => {
      const job = entry.job;
      if (!job || reply.id !== job.id) return;
      finish(entry);
      if (reply.ok) job.resolve(reply.pdf);
      else job.reject(new Error(`PDF rendering failed: ${reply.message}`));
      dispatch();
    });
    entry.worker.on("error", (error) => replace(entry, error));
    entry.worker.on("exit", (code) => replace(entry, new Error(`the PDF worker exited with code ${code}`)));
    // An idle worker does not keep the process alive (a script that forgets close() still ends);
    // a busy one does, so an awaited render is never cut short.
    entry.worker.unref();
    workers.push(entry);
    return entry;
  }

  function finish(entry: TPoolWorker) {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.job = null;
    entry.worker.unref();
  }

  // A worker that failed or hung is dropped; its job rejects and the next job starts a new one.
  function replace(entry: TPoolWorker, error: Error) {
    const index = workers.indexOf(entry);
    if (index === -1) return;
    workers.splice(index, 1);
    const job = entry.job;
    finish(entry);
    void entry.worker.terminate();
    job?.reject(error);
    if (!isClosed) dispatch();
  }

  function dispatch() {
    while (queue.length) {
      let entry = workers.find((candidate) => !candidate.job);
      if (!entry && workers.length < poolSize) entry = startWorker();
      if (!entry) return;
      const job = queue.shift()!;
      entry.job = job;
      entry.worker.ref();
      entry.timer = setTimeout(
        () => replace(entry, new Error(`PDF rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      entry.worker.postMessage(job.request);
    }
  }

  const hasIdleWorker = () => workers.some((entry) => !entry.job) || workers.length < poolSize;

  return {
    render(resume: TResume, template: TResumeTemplate, renderOptions: TPdfRenderOptions = {}) {
      const { userId, signal } = renderOptions;
      if (isClosed) return Promise.reject(new Error("the PDF renderer is closed"));
      if (signal?.aborted) return Promise.reject(new PdfRenderAbortedError());
      if (userId !== undefined && (perUser.get(userId) ?? 0) >= maxPerUser) {
        return Promise.reject(new PdfUserLimitError(maxPerUser));
      }
      if (!hasIdleWorker() && queue.length >= maxQueued) {
        return Promise.reject(new PdfBusyError(retryAfterSeconds));
      }
      if (userId !== undefined) perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      return new Promise<Uint8Array>((resolve, reject) => {
        const id = nextId++;
        const onAbort = () => {
          // Only a job still waiting is dropped; a running render finishes (its worker is busy anyway).
          const index = queue.indexOf(job);
          if (index === -1) return;
          queue.splice(index, 1);
          job.reject(new PdfRenderAbortedError());
        };
        const release = () => {
          signal?.removeEventListener("abort", onAbort);
          if (userId === undefined) return;
          const count = (perUser.get(userId) ?? 1) - 1;
          if (count > 0) perUser.set(userId, count);
          else perUser.delete(userId);
        };
        // The words of the resume's language are resolved here, where the catalogues are.
        const request: TRenderRequest = { id, resume, template, words: resumeWords(resume.language) };
        const job: TJob = { id, request, ...settleOnce(resolve, reject, release) };
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      const closing = new Error("the PDF renderer is closed");
      for (const job of queue.splice(0)) job.reject(closing);
      const running = workers.splice(0);
      for (const entry of running) {
        const job = entry.job;
        finish(entry);
        job?.reject(closing);
      }
      await Promise.all(running.map((entry) => entry.worker.terminate()));
    },
  };
}
