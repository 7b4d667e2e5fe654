import {
  ASSISTANT_STREAM_EVENTS,
  ZAssistantReplySchema,
  type TAssistantChatRequest,
  type TAssistantReply,
  type TConversation,
  type TConversationSummary,
} from "@common/assistant/schema";
import { createSseParser } from "@common/assistant/sse";
import { STATUS_BY_CODE, type TErrorCode } from "@common/errors/error-body";
import { ApiError, apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// /api/ai-agent: the assistant's chat (JSON, or streamed as server-sent events) and the signed-in
// user's stored conversations.

export const fetchConversations = () =>
  apiRequest<{ conversations: TConversationSummary[] }>("/api/ai-agent/conversations").then(
    (answer) => answer.conversations,
  );

export const fetchConversation = (id: string) =>
  apiRequest<TConversation>(`/api/ai-agent/conversations/${encodeURIComponent(id)}`);

export const deleteConversation = (id: string) =>
  apiRequest<void>(`/api/ai-agent/conversations/${encodeURIComponent(id)}`, { method: "DELETE" });

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The ApiError of an `error` event, read as apiRequest reads an error answer's body. */
async function errorEventToApiError(data: string): Promise<ApiError> {
  const code = (parseData(data) as { code?: unknown } | undefined)?.code;
  const status = typeof code === "string" && code in STATUS_BY_CODE ? STATUS_BY_CODE[code as TErrorCode] : 500;
  return toApiError(new Response(data, { status }));
}

/**
 * Sends a chat message and streams the reply: `onChunk` is called with each piece of text as it
 * arrives, and the promise resolves with the final reply (its `message` is the whole text). A
 * non-2xx answer, an `error` event, a stream that ends without its final event or a lost
 * connection rejects with an ApiError, as apiRequest does; `signal` cancels the request.
 */
export async function streamChat(
  body: TAssistantChatRequest,
  options: { onChunk: (text: string) => void; signal?: AbortSignal },
): Promise<TAssistantReply> {
  const response = await apiFetch("/api/ai-agent/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  // A server (or a proxy) that answered JSON instead of a stream: the reply comes whole.
  if (!response.headers.get("content-type")?.includes("text/event-stream") || !response.body) {
    const reply = ZAssistantReplySchema.safeParse(parseData(await response.text().catch(() => "")));
    if (!reply.success) throw new ApiError(response.status, null, null);
    options.onChunk(reply.data.message);
    return reply.data;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createSseParser();
  try {
    for (;;) {
      let piece: ReadableStreamReadResult<string>;
      try {
        piece = await reader.read();
      } catch {
        throw new ApiError(0, null, null);
      }
      // A blank line flushes the last event when the stream ends without one.
      for (const event of feed(piece.done ? "\n\n" : piece.value)) {
        if (event.event === ASSISTANT_STREAM_EVENTS.chunk) {
          const chunk = parseData(event.data) as { text?: unknown } | undefined;
          if (typeof chunk?.text === "string" && chunk.text) options.onChunk(chunk.text);
        } else if (event.event === ASSISTANT_STREAM_EVENTS.done) {
          const reply = ZAssistantReplySchema.safeParse(parseData(event.data));
          if (!reply.success) throw new ApiError(502, null, null);
          return reply.data;
        } else if (event.event === ASSISTANT_STREAM_EVENTS.error) {
          throw await errorEventToApiError(event.data);
        }
      }
      if (piece.done) throw new ApiError(0, null, null);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
