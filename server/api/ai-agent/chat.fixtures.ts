// What the assistant's API tests share (imported by *.test.ts only): reading a server-sent event
// stream as the chat page does, and counting what is stored.
import { count, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { ZAssistantReplySchema, type TAssistantReply } from "@common/assistant/schema";
import { createSseParser } from "@common/assistant/sse";
import { ZErrorBodySchema, type TErrorBody } from "@common/errors/error-body";
import type { TAppContext } from "../../context";
import { assistantConversations, assistantMessages } from "../../db/schema";

/**
 * A chat stream as the contract says it ends: any number of `chunk` events, then exactly one
 * `done` (a reply whose message is the chunks joined) or one `error` (the error contract's body).
 */
export function readChatStream(response: { status: number; headers: Headers; text: string }): {
  chunks: string[];
  done: TAssistantReply | null;
  error: TErrorBody | null;
} {
  expect(response.status, response.text.slice(0, 500)).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = createSseParser()(response.text);
  const last = events.at(-1);
  expect(last && ["done", "error"].includes(last.event), `last event: ${last?.event}`).toBe(true);
  const chunks = events.slice(0, -1).map((event) => {
    expect(event.event).toBe("chunk");
    const data = JSON.parse(event.data) as { text: unknown };
    expect(typeof data.text).toBe("string");
    return data.text as string;
  });
  if (last!.event === "error") {
    return { chunks, done: null, error: ZErrorBodySchema.strict().parse(JSON.parse(last!.data)) };
  }
  const done = ZAssistantReplySchema.strict().parse(JSON.parse(last!.data));
  expect(chunks.join("")).toBe(done.message);
  return { chunks, done, error: null };
}

/** How many conversations and messages are stored (of these users, or of everyone). */
export async function storedCounts(context: Pick<TAppContext, "db">, userIds?: number[]) {
  const conversations = context.db.select({ id: assistantConversations.id }).from(assistantConversations);
  const owned = userIds ? conversations.where(inArray(assistantConversations.userId, userIds)) : conversations;
  const [[conversationCount], [messageCount]] = await Promise.all([
    context.db
      .select({ n: count() })
      .from(assistantConversations)
      .where(userIds ? inArray(assistantConversations.userId, userIds) : undefined),
    context.db.select({ n: count() }).from(assistantMessages).where(inArray(assistantMessages.conversationId, owned)),
  ]);
  return { conversations: conversationCount.n, messages: messageCount.n };
}

export const SSE = { accept: "text/event-stream" } as const;
