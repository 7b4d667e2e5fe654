import { and, asc, desc, eq } from "drizzle-orm";
import { ASSISTANT_HISTORY_TURNS, type TConversation } from "@common/assistant/schema";
import type { TAppContext } from "../../context";
import { assistantConversations, assistantMessages } from "../../db/schema";
import type { TAiMessage } from "../../platform/ai/types";
import { conversationIdOf, conversationNotFound, toConversation } from "./conversation-answer";

type TOwned = { userId: number; id: string | undefined };

/** The user's conversation row; another's, or none, is the 404. */
async function ownConversation(context: Pick<TAppContext, "db">, options: TOwned) {
  const id = conversationIdOf(options.id);
  const [row] = await context.db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, options.userId)))
    .limit(1);
  if (!row) throw conversationNotFound();
  return row;
}

// A turn and its reply are stored together with the reply a moment later, so time orders them;
// the role breaks a tie ("user" before "assistant").
const oldestFirst = [asc(assistantMessages.createdAt), desc(assistantMessages.role)];
const newestFirst = [desc(assistantMessages.createdAt), asc(assistantMessages.role)];

/** The user's conversation with every message, oldest first; another's, or none, is a 404. */
export async function getConversation(context: Pick<TAppContext, "db">, options: TOwned): Promise<TConversation> {
  const row = await ownConversation(context, options);
  const messages = await context.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, row.id))
    .orderBy(...oldestFirst);
  return toConversation(row, messages);
}

/**
 * The last ASSISTANT_HISTORY_TURNS messages of the user's conversation, oldest first, as the
 * model reads them; another's conversation, or none, is a 404.
 */
export async function conversationHistory(
  context: Pick<TAppContext, "db">,
  options: TOwned,
): Promise<{ id: string; history: TAiMessage[] }> {
  const row = await ownConversation(context, options);
  const latest = await context.db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, row.id))
    .orderBy(...newestFirst)
    .limit(ASSISTANT_HISTORY_TURNS);
  return { id: row.id, history: latest.reverse() };
}
