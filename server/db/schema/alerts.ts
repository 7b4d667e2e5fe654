// A job seeker's skills assessments, saved searches that e-mail new matching jobs (job alerts),
// and what the alerts and the weekly digest have sent, so a job or a week is never mailed twice.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { jobs } from "./jobs";

// One attempt at the skills assessment, scored on the server: `answers` as given (question id to
// the chosen option's value or score), `scores` the skill (or category) name to its score 0-100.
export const skillAssessments = pgTable(
  "skill_assessments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "page" (/skills-assessment) or "modal" (the dashboard's technical questions). */
    kind: text("kind").notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("skill_assessments_user_idx").on(table.userId, table.createdAt)],
);

// A saved search: the same names and values as GET /api/jobs (null where the search leaves a
// filter open). `lastCheckedAt` is the posting time up to which new jobs have been looked at;
// `lastSentAt` when its last mail was queued (at most one a day).
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    search: text("search"),
    location: text("location"),
    country: text("country"),
    city: text("city"),
    workType: text("work_type"),
    salaryRange: text("salary_range"),
    companySize: text("company_size"),
    company: text("company"),
    isPaused: boolean("is_paused").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (table) => [index("job_alerts_user_idx").on(table.userId)],
);

// Each job an alert has mailed, written in the transaction that queues the mail: the primary key
// keeps a second run (or a second process) from sending it again.
export const jobAlertSentJobs = pgTable(
  "job_alert_sent_jobs",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
);

// The week (its Monday, UTC) each account's weekly digest was queued for: one a week at most.
export const weeklyDigestSends = pgTable(
  "weekly_digest_sends",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
