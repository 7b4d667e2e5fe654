import { parentPort } from "node:worker_threads";
import { renderResumeInThread } from "./render-resume";
import type { TRenderReply, TRenderRequest } from "./worker-protocol";

// One render at a time per worker: the pool (renderer.ts) sends the next only after the reply.
const port = parentPort;
if (!port) throw new Error("server/pdf/worker.ts runs as a worker thread (see renderer.ts)");

port.on("message", async (request: TRenderRequest) => {
  let reply: TRenderReply;
  try {
    const pdf = await renderResumeInThread(request.resume, request.template, request.words);
    // A copy that owns its whole buffer, so it can be transferred rather than cloned.
    const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
    reply = { id: request.id, ok: true, pdf: owned };
    port.postMessage(reply, [owned.buffer as ArrayBuffer]);
    return;
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
