// Settings the server keeps for itself.
import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Runtime settings by key (server/platform/settings): the generated APP_SECRET when none is
// configured, and what administrators set. A value set in the environment wins over a stored one.
// A secret's value is sealed with the app secret (sealed = true) and never returned.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  sealed: boolean("sealed").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
