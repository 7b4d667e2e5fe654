import { desc, eq } from "drizzle-orm";
import { ASSISTANT_CONVERSATIONS_LISTED, type TConversationSummary } from "@common/assistant/schema";
import type { TAppContext } from "../../context";
import { assistantConversations } from "../../db/schema";
import { toConversationSummary } from "./conversation-answer";

/** The user's latest conversations with the assistant, the one last written in first. */
export async function listConversations(
  context: Pick<TAppContext, "db">,
  options: { userId: number },
): Promise<TConversationSummary[]> {
  const rows = await context.db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      updatedAt: assistantConversations.updatedAt,
    })
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, options.userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(ASSISTANT_CONVERSATIONS_LISTED);
  return rows.map(toConversationSummary);
}
