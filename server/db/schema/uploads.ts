// Uploaded files.
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./accounts";

// Files users upload (platform/uploads), checked and re-encoded, kept in the database so every
// server process serves them; served at a URL named by the SHA-256 of the stored bytes.
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256").notNull(),
    purpose: text("purpose").notNull(),
    // The owner; their uploads go with their account.
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("uploads_sha256_idx").on(table.sha256), index("uploads_user_idx").on(table.userId, table.purpose)],
);
