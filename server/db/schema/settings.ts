// Settings the server keeps for itself.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Settings the server keeps for itself, by key: the generated APP_SECRET when none is configured
// (platform/app-secret). A value set in the environment wins over a stored one.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
