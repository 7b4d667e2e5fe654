// Companies' saved candidates, and the messages between companies and job seekers.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, users } from "./accounts";

// A company account's saved candidates ("Saved Candidates"), each with a private note. The
// candidate never sees it; it is shown only while the candidate's profile is visible.
export const candidateFavorites = pgTable(
  "candidate_favorites",
  {
    companyUserId: integer("company_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seekerUserId: integer("seeker_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyUserId, table.seekerUserId] }),
    index("candidate_favorites_seeker_idx").on(table.seekerUserId),
  ],
);

// A conversation a company starts with a job seeker (a visible candidate or its own applicant);
// both write in it. Each side's last reading time gives its unread state.
export const messageThreads = pgTable(
  "message_threads",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    seekerUserId: integer("seeker_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    companyReadAt: timestamp("company_read_at", { withTimezone: true }),
    seekerReadAt: timestamp("seeker_read_at", { withTimezone: true }),
  },
  (table) => [
    index("message_threads_company_idx").on(table.companyId, table.lastMessageAt),
    index("message_threads_seeker_idx").on(table.seekerUserId, table.lastMessageAt),
  ],
);

// One message of a thread. The sender's side is kept with it, so a message outlives its
// sender's account being deleted only as long as its thread does (both sides' accounts).
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    senderSide: text("sender_side", { enum: ["company", "seeker"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("messages_thread_idx").on(table.threadId, table.createdAt)],
);

// A job seeker's block of a company: the company can no longer start a thread with them or
// write in an existing one. The job seeker lists and lifts blocks in the inbox.
export const messageBlocks = pgTable(
  "message_blocks",
  {
    seekerUserId: integer("seeker_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.seekerUserId, table.companyId] }),
    index("message_blocks_company_idx").on(table.companyId),
  ],
);
