// "Download my data": the user's conversations with the AI assistant, each with its turns (the
// user's messages and the assistant's replies, their suggestions and actions), oldest turn first.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { assistantConversations, assistantMessages } from "../../db/schema";

type TDatabase = TAppContext["db"];

export async function assistantConversationsOf(db: TDatabase, userId: number) {
  const conversations = await db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      createdAt: assistantConversations.createdAt,
      updatedAt: assistantConversations.updatedAt,
    })
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));
  const ids = conversations.map((conversation) => conversation.id);
  const turns = ids.length
    ? await db
        .select({
          conversationId: assistantMessages.conversationId,
          role: assistantMessages.role,
          content: assistantMessages.content,
          suggestions: assistantMessages.suggestions,
          actions: assistantMessages.actions,
          createdAt: assistantMessages.createdAt,
        })
        .from(assistantMessages)
        .where(inArray(assistantMessages.conversationId, ids))
        .orderBy(asc(assistantMessages.createdAt), desc(assistantMessages.role))
    : [];
  return conversations.map((conversation) => ({
    ...conversation,
    messages: turns
      .filter((turn) => turn.conversationId === conversation.id)
      .map(({ conversationId: _id, ...turn }) => turn),
  }));
}
