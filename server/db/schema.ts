import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { EMPLOYMENT_TYPES, JOB_STATUSES, WORK_TYPES } from "@common/jobs/schemas";
import { AVAILABILITIES } from "@common/job-seeker-profile/schemas";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    userType: text("user_type", { enum: ["jobseeker", "company"] })
      .notNull()
      .default("jobseeker"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    isVerified: boolean("is_verified").notNull().default(false),
    // When the owner proved the address by the verification link (or a password reset); null until then.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    location: text("location"),
    country: text("country"),
    city: text("city"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    // The four notification switches of /settings (spec-2 section 3), with the spec's defaults.
    emailNotifications: boolean("email_notifications").notNull().default(true),
    jobAlerts: boolean("job_alerts").notNull().default(true),
    weeklyDigest: boolean("weekly_digest").notNull().default(false),
    marketingEmails: boolean("marketing_emails").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(table.email)],
);

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website"),
    industry: text("industry"),
    size: text("size"),
    description: text("description"),
    contactName: text("contact_name"),
    contactTitle: text("contact_title"),
    country: text("country"),
    city: text("city"),
    logoUrl: text("logo_url"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("companies_user_unique").on(table.userId), index("companies_name_idx").on(table.name)],
);

// Only a SHA-256 hash of the session token is stored: a leaked table does not leak sessions.
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

// Failed sign-ins only, kept an hour: counted per account+address and per address over a sliding
// minute, and per account over the hour (services/auth/authenticate.ts).
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_ip_idx").on(table.ipAddress, table.attemptedAt),
    index("login_attempts_email_ip_idx").on(table.email, table.ipAddress, table.attemptedAt),
    index("login_attempts_email_idx").on(table.email, table.attemptedAt),
  ],
);

// The addresses each account signed in from, kept 30 days: a locked account still lets them in.
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ipAddress: text("ip_address").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ipAddress] }),
    index("sign_in_addresses_last_idx").on(table.lastSignedInAt),
  ],
);

// One row per account created (or being created), kept an hour, for the per-address registration limit.
export const registrationAttempts = pgTable(
  "registration_attempts",
  {
    id: serial("id").primaryKey(),
    ipAddress: text("ip_address").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("registration_attempts_ip_idx").on(table.ipAddress, table.attemptedAt)],
);

// Security events (services/audit/record-audit-event.ts), kept: the administration shows them.
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").notNull(),
    // The account stays named by its e-mail when it is deleted.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    ipAddress: text("ip_address"),
    requestId: text("request_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("audit_events_occurred_idx").on(table.occurredAt),
    index("audit_events_user_idx").on(table.userId, table.occurredAt),
    index("audit_events_event_idx").on(table.event, table.occurredAt),
  ],
);

// Drizzle has no tsvector type. Read as text, never written (the columns are generated).
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// The title (A), the company and the requirements (B) and the description (C), each in the
// spelling job_search_text gives it (migration 0007, server/services/jobs/search-text.ts).
const searchVectorExpression = sql`job_search_vector("title", "company", "requirements", "description")`;

// Only listed jobs are searched, so the search indexes skip drafts, closed and paused jobs.
const isListed = sql`status = 'active'`;

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLogo: text("company_logo"),
    description: text("description").notNull(),
    requirements: jsonb("requirements")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    benefits: jsonb("benefits")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The skills the job asks for, one name each ("TypeScript", "Patient Assessment"): what
    // JobPosting's `skills` lists and what matching reads; requirements stay sentences.
    skills: jsonb("skills")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    location: text("location").notNull(),
    country: text("country").notNull(),
    city: text("city"),
    workType: text("work_type", { enum: WORK_TYPES }).notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull().default("full-time"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    currency: text("currency").notNull().default("USD"),
    salaryMinUsd: integer("salary_min_usd"),
    salaryMaxUsd: integer("salary_max_usd"),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("active"),
    // "Urgent hiring": a badge on cards and the job page.
    urgent: boolean("urgent").notNull().default(false),
    // Where new-applicant mail goes (the posting form's company e-mail); else the company account's.
    contactEmail: text("contact_email"),
    source: text("source").notNull().default("internal"),
    applicationCount: integer("application_count").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Keyword search (server/services/jobs/find-jobs.ts): the title weighs most (A), then the
    // company and the requirements, where the skills are (B), then the description (C). One
    // configuration, 'english', everywhere, over text in job_search_text's spelling: the queries
    // must stem and spell the same way (parse-search.ts).
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(searchVectorExpression),
    // Every pair of words that stand next to each other in search_vector, as one lexeme
    // ("product~manag"; job_phrase_pairs, migration 0003): a two-word phrase is then found by
    // its index alone, with no recheck that reads each candidate's word positions from TOAST.
    phrasePairs: tsvector("phrase_pairs")
      .notNull()
      .generatedAlwaysAs(sql`job_phrase_pairs(${searchVectorExpression})`),
    // The title alone, small and separately indexed: "the title matches" is the first relevance
    // tier, and finding those rows must not read the large search_vector.
    titleVector: tsvector("title_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, job_search_text("title"))`),
    // The matching engine's canonical skill ids of the job (server/matching, extractJobSkills):
    // ranking many jobs for one resume first takes the listed jobs sharing one of the resume's
    // skills from its index. Null until computed: written when a job is posted or edited, and
    // filled in by matching itself for rows written otherwise (seeds, imports).
    matchSkills: text("match_skills").array(),
  },
  (table) => [
    index("jobs_company_idx").on(table.companyId),
    index("jobs_search_vector_idx").using("gin", table.searchVector).where(isListed),
    index("jobs_title_vector_idx").using("gin", table.titleVector).where(isListed),
    index("jobs_phrase_pairs_idx").using("gin", table.phrasePairs).where(isListed),
    index("jobs_match_skills_idx").using("gin", table.matchSkills).where(isListed),
    index("jobs_match_skills_missing_idx")
      .on(table.id)
      .where(sql`${table.matchSkills} is null`),
    // Newest first (id breaks ties), everywhere or in one country; expires_at is in the key so
    // that paging and counting listed jobs can be answered from the index alone.
    index("jobs_listed_recent_idx").on(table.createdAt, table.id, table.expiresAt).where(isListed),
    index("jobs_listed_country_recent_idx")
      .on(table.country, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    // Counting listed jobs, alone or by work type or company, from the index alone.
    index("jobs_listed_expires_idx").on(table.expiresAt).where(isListed),
    index("jobs_listed_work_type_idx").on(table.workType, table.expiresAt).where(isListed),
    index("jobs_listed_company_idx").on(table.companyId, table.expiresAt).where(isListed),
    // A city's or a company's jobs, newest first and counted, from the index alone.
    index("jobs_listed_city_recent_idx")
      .on(sql`lower(${table.city})`, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    index("jobs_listed_company_name_recent_idx")
      .on(sql`lower(${table.company})`, table.createdAt, table.id, table.expiresAt)
      .where(isListed),
    // The free-text location filter: ILIKE '%...%' over location and city.
    index("jobs_listed_location_trgm_idx")
      .using("gin", sql`(${table.location} || ' ' || coalesce(${table.city}, '')) gin_trgm_ops`)
      .where(isListed),
    // Salary sorts across currencies: the top of the range high to low, the bottom low to high.
    index("jobs_listed_salary_desc_idx")
      .on(sql`coalesce(${table.salaryMaxUsd}, ${table.salaryMinUsd}) desc nulls last`, table.id.desc().nullsFirst())
      .where(isListed),
    index("jobs_listed_salary_asc_idx")
      .on(sql`coalesce(${table.salaryMinUsd}, ${table.salaryMaxUsd}) asc nulls last`, table.id.desc().nullsFirst())
      .where(isListed),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index("saved_jobs_job_idx").on(table.jobId)],
);

export const resumes = pgTable(
  "resumes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    template: text("template").notNull().default("professional"),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("resumes_user_idx").on(table.userId, table.updatedAt)],
);

// One row per scheduled task (the scheduler, server/tasks/runner.ts): the process holding the lease runs the
// task, and the lease expires if that process dies, so several server processes run each task once
// at a time. lastStartedAt keeps a task from running again before its interval in any process.
export const taskLeases = pgTable("task_leases", {
  name: text("name").primaryKey(),
  holderId: text("holder_id"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});

// Settings the server keeps for itself, by key: the generated APP_SECRET when none is configured
// (platform/app-secret). A value set in the environment wins over a stored one.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-verification", "email-change"] as const;
export type TAccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

// Single-use links sent by e-mail (password reset, e-mail verification, e-mail change, where
// `email` is the new address): only the SHA-256 of the
// token is stored, with the address it was sent to; using one sets usedAt.
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId, table.purpose, table.createdAt)],
);

// Requests counted by a rate limit (services/auth/action-limit.ts): one row per request, by
// action and key (an address, an e-mail, an account), deleted once past the limit's window.
export const actionAttempts = pgTable(
  "action_attempts",
  {
    id: serial("id").primaryKey(),
    action: text("action").notNull(),
    key: text("key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("action_attempts_key_idx").on(table.action, table.key, table.attemptedAt)],
);

// PostgreSQL bytea; Drizzle has no column type for it.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

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

// A job seeker's profile as employers see it (the Profile tab of /settings): hidden until the
// owner makes it visible; the candidate directory and the matching engine read only visible ones.
export const jobSeekerProfiles = pgTable(
  "job_seeker_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    visible: boolean("visible").notNull().default(false),
    resumeId: integer("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    headline: text("headline"),
    availability: text("availability", { enum: AVAILABILITIES }),
    country: text("country"),
    city: text("city"),
    willingToRelocate: boolean("willing_to_relocate").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_seeker_profiles_visible_idx")
      .on(table.country)
      .where(sql`visible`),
  ],
);

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

export const APPLICATION_STATUSES = [
  "applied",
  "reviewing",
  "interview",
  "offer",
  "rejected",
  "hired",
  "withdrawn",
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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

export type TUserRow = typeof users.$inferSelect;
export type TCompanyRow = typeof companies.$inferSelect;
export type TJobRow = typeof jobs.$inferSelect;
