// A stored conversation as the API answers it (common/assistant/schema.ts), and its 404.
import { z } from "zod";
import type { TConversation, TConversationSummary, TStoredAssistantMessage } from "@common/assistant/schema";
import type { assistantConversations, assistantMessages } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type TConversationRow = typeof assistantConversations.$inferSelect;
type TMessageRow = typeof assistantMessages.$inferSelect;

/** Another user's conversation, a deleted one and an id that is no id are alike: not found. */
export const conversationNotFound = () => new AppError("NOT_FOUND", "assistantApi.errors.conversationNotFound");

const ZConversationIdSchema = z.string().uuid();

/** The id when it is one a conversation could have (a uuid), else the 404. */
export function conversationIdOf(value: string | undefined): string {
  const parsed = ZConversationIdSchema.safeParse(value);
  if (!parsed.success) throw conversationNotFound();
  return parsed.data.toLowerCase();
}

export function toConversationSummary(row: Pick<TConversationRow, "id" | "title" | "updatedAt">): TConversationSummary {
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

export function toStoredMessage(row: TMessageRow): TStoredAssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    suggestions: row.suggestions,
    actions: row.actions,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversation(row: TConversationRow, messages: TMessageRow[]): TConversation {
  return { ...toConversationSummary(row), messages: messages.map(toStoredMessage) };
}
