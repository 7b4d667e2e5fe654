// The AI assistant's stored conversations (/ai-agent): a signed-in user's turns and the assistant's
// replies, kept until the owner deletes them or the account. A signed-out visitor's are not stored.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TAssistantAction } from "@common/assistant/schema";
import { createdAt } from "./columns";
import { users } from "./accounts";

// `title` is the first message, cut at a word; `updatedAt` moves with every turn, so a user's
// conversations list newest first from the index.
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assistant_conversations_user_idx").on(table.userId, table.updatedAt.desc())],
);

// One turn: the user's message ("user") or the assistant's reply ("assistant", with its suggestion
// chips and action buttons). A turn and its reply are written together, once the reply is whole.
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    suggestions: jsonb("suggestions").$type<string[]>().notNull().default([]),
    actions: jsonb("actions").$type<TAssistantAction[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index("assistant_messages_conversation_idx").on(table.conversationId, table.createdAt)],
);
