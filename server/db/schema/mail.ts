// The mail queue.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const MAIL_STATUSES = ["queued", "sent", "outbox", "failed"] as const;

export type TMailStatus = (typeof MAIL_STATUSES)[number];

// Every e-mail the app sends, rendered when queued (platform/mail): the mail-queue task sends the
// due ones through SMTP with retries and backoff, or, without SMTP, marks them delivered to this
// local outbox, which administrators read. A restart loses none.
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial("id").primaryKey(),
    // The recipient's account, if any; the message stays (addressed by e-mail) when it is deleted.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    to: text("to_address").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_queue_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_queue_user_idx").on(table.userId),
  ],
);
