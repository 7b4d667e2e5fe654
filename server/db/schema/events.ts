// First-party analytics events.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { jobs } from "./jobs";

// First-party analytics (platform/events): page views from the beacon, with a visitor hash salted
// daily and never a raw address, and key actions recorded by the server.
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    path: text("path"),
    referrerHost: text("referrer_host"),
    visitorHash: text("visitor_hash"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
  },
  (table) => [
    index("analytics_events_name_idx").on(table.name, table.occurredAt),
    index("analytics_events_job_idx").on(table.jobId, table.name),
  ],
);
