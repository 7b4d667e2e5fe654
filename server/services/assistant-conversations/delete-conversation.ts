import { and, eq } from "drizzle-orm";
import type { TAppContext } from "../../context";
import { assistantConversations } from "../../db/schema";
import { conversationIdOf, conversationNotFound } from "./conversation-answer";

/** Deletes the user's conversation with its messages; another's, or none, is a 404. */
export async function deleteConversation(
  context: Pick<TAppContext, "db">,
  options: { userId: number; id: string | undefined },
): Promise<void> {
  const id = conversationIdOf(options.id);
  const deleted = await context.db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, options.userId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw conversationNotFound();
}
