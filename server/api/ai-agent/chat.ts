import type { Context } from "hono";
import type { THonoEnv } from "../../context";
import { asAppError } from "../../platform/ai/errors";
import { answerMessage } from "../../services/assistant/answer";
import { streamChat } from "./chat-stream";
import { cleanChunk, completeTurn, readChatTurn } from "./chat-turn";

/**
 * POST /api/ai-agent/chat: for everyone (a visitor limited by address, nothing stored). Streams
 * when asked with Accept: text/event-stream (chat-stream.ts), else answers the whole reply as
 * JSON; a provider's failure is then a 503 (429 for the spent budget) with the error contract.
 */
export async function chatHandler(c: Context<THonoEnv>) {
  const turn = await readChatTurn(c);
  if ((c.req.header("accept") ?? "").includes("text/event-stream")) return streamChat(c, turn);
  try {
    const answer = await answerMessage(turn.context, { ...turn.input, signal: c.req.raw.signal });
    let message = "";
    for await (const text of answer.chunks) message += cleanChunk(text);
    return c.json(await completeTurn(turn, { message, suggestions: answer.suggestions, actions: answer.actions }));
  } catch (error) {
    throw asAppError(error);
  }
}
