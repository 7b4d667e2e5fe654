// Writes one turn of a signed-in user's conversation: the message and the assistant's whole reply
// together, in one transaction, once the reply is complete, so a failed or abandoned reply leaves
// nothing behind (not even a new, empty conversation).
import { and, eq } from "drizzle-orm";
import type { TAssistantAction } from "@common/assistant/schema";
import type { TAppContext } from "../../context";
import { assistantConversations, assistantMessages } from "../../db/schema";
import { conversationNotFound } from "./conversation-answer";
import { conversationTitle } from "./conversation-title";

export interface TStoredTurn {
  userId: number;
  /** The conversation to append to (already checked as the user's); null starts one. */
  conversationId: string | null;
  message: string;
  /** When the message arrived: the reply is stored after it. */
  askedAt: Date;
  reply: { content: string; suggestions: string[]; actions: TAssistantAction[] };
}

/** Stores the turn; answers the conversation's id. A conversation deleted meanwhile is a 404. */
export async function storeTurn(context: Pick<TAppContext, "db">, turn: TStoredTurn): Promise<string> {
  const repliedAt = new Date(Math.max(Date.now(), turn.askedAt.getTime() + 1));
  return context.db.transaction(async (tx) => {
    let conversationId = turn.conversationId;
    if (conversationId === null) {
      const [created] = await tx
        .insert(assistantConversations)
        .values({
          userId: turn.userId,
          title: conversationTitle(turn.message),
          createdAt: turn.askedAt,
          updatedAt: repliedAt,
        })
        .returning({ id: assistantConversations.id });
      conversationId = created.id;
    } else {
      const touched = await tx
        .update(assistantConversations)
        .set({ updatedAt: repliedAt })
        .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, turn.userId)))
        .returning({ id: assistantConversations.id });
      if (touched.length === 0) throw conversationNotFound();
    }
    await tx.insert(assistantMessages).values([
      { conversationId, role: "user", content: turn.message, createdAt: turn.askedAt },
      {
        conversationId,
        role: "assistant",
        content: turn.reply.content,
        suggestions: turn.reply.suggestions,
        actions: turn.reply.actions,
        createdAt: repliedAt,
      },
    ]);
    return conversationId;
  });
}
