// Job seekers' resumes.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const resumes = pgTable(
  "resumes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    template: text("template").notNull().default("professional"),
    // The language of the PDF's headings (a code of SUPPORTED_LANGUAGES).
    language: text("language").notNull().default("en"),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("resumes_user_idx").on(table.userId, table.updatedAt)],
);
