// The chat's answer as server-sent events (Accept: text/event-stream): `chunk` events {text} as the
// reply is written, then `done` with the whole reply, or `error` with the error contract's body
// (an AiError as platform/ai/errors.ts answers it). Checks that fail before the stream starts are
// ordinary JSON errors (chat.ts). The engine is stopped when the client goes away.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { ASSISTANT_STREAM_EVENTS } from "@common/assistant/schema";
import { STATUS_BY_CODE, type TErrorBody } from "@common/errors/error-body";
import type { THonoEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { errorBody } from "../../lib/error-handler";
import { asAppError } from "../../platform/ai/errors";
import { answerMessage } from "../../services/assistant/answer";
import { cleanChunk, completeTurn, type TChatTurn } from "./chat-turn";

/** The error event's body: an AppError's (an AiError through asAppError), else a 500's. */
export function streamErrorBody(c: Context<THonoEnv>, error: unknown): TErrorBody {
  const known = asAppError(error);
  if (!(known instanceof AppError)) {
    c.get("app").logger.error({ err: error, requestId: c.get("requestId") }, "the assistant's stream failed");
  }
  const appError = known instanceof AppError ? known : new AppError("INTERNAL", "errors.internal");
  const body = errorBody(appError, c.get("t"));
  if (STATUS_BY_CODE[appError.code] >= 500) body.requestId = c.get("requestId");
  return body;
}

export function streamChat(c: Context<THonoEnv>, turn: TChatTurn): Response {
  // Proxies that buffer (nginx) pass the events on as they come.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const gone = new AbortController();
    stream.onAbort(() => gone.abort());
    const signal = AbortSignal.any([gone.signal, c.req.raw.signal]);
    try {
      const answer = await answerMessage(turn.context, { ...turn.input, signal });
      let message = "";
      for await (const piece of answer.chunks) {
        if (signal.aborted) return;
        const text = cleanChunk(piece);
        if (!text) continue;
        message += text;
        await stream.writeSSE({ event: ASSISTANT_STREAM_EVENTS.chunk, data: JSON.stringify({ text }) });
      }
      // A client that left has not seen the reply: nothing is stored.
      if (signal.aborted) return;
      const reply = await completeTurn(turn, { message, suggestions: answer.suggestions, actions: answer.actions });
      await stream.writeSSE({ event: ASSISTANT_STREAM_EVENTS.done, data: JSON.stringify(reply) });
    } catch (error) {
      if (signal.aborted) return;
      await stream.writeSSE({ event: ASSISTANT_STREAM_EVENTS.error, data: JSON.stringify(streamErrorBody(c, error)) });
    }
  });
}
