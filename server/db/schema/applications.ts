// Applications, their status history, the company's private notes and interviews.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./accounts";
import { jobs } from "./jobs";
import { resumes } from "./resumes";
import { APPLICATION_STATUSES } from "@common/applications/pipeline";

// The statuses are the pipeline's (common/applications/pipeline.ts), exported here for the server.
export { APPLICATION_STATUSES, type TApplicationStatus } from "@common/applications/pipeline";

// One application per user and job, with frozen copies of the resume and the job as they were
// when it was sent: later edits or deletions never change what the company received. When the
// applicant deletes their account, user_id becomes null and the applicant's name and e-mail are
// cleared: the company keeps an anonymised record.
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // Null once the job is gone (its company deleted its account): the applicant keeps the
    // application, its history and the job as sent (job_snapshot).
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("applied"),
    applicantName: text("applicant_name"),
    applicantEmail: text("applicant_email"),
    // The resume as sent: its title, template and content, and its PDF once first asked for.
    resumeId: integer("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    resumeTitle: text("resume_title").notNull(),
    resumeTemplate: text("resume_template").notNull(),
    resumeContent: jsonb("resume_content").$type<Record<string, unknown>>().notNull(),
    resumePdf: bytea("resume_pdf"),
    // The job as it was when the application was sent (title, company, location, ...).
    jobSnapshot: jsonb("job_snapshot").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("applications_user_job_unique").on(table.userId, table.jobId),
    index("applications_job_idx").on(table.jobId, table.status),
    index("applications_user_idx").on(table.userId, table.createdAt),
  ],
);

// Every move of an application through the pipeline, who made it by role, and when.
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    actorRole: text("actor_role", { enum: ["applicant", "company", "admin"] }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_status_changes_application_idx").on(table.applicationId, table.changedAt)],
);

// The company's private notes on an application; the applicant never sees them.
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

// Interviews a company schedules with an applicant; the applicant sees them and gets an .ics file.
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    location: text("location").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("interviews_application_idx").on(table.applicationId, table.startsAt)],
);
