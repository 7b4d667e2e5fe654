// Accounts: users, companies, sessions, sign-in and registration attempts, audit events, account tokens and rate-limited actions.
import {
  boolean,
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
import { createdAt } from "./columns";

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
    // The four notification switches of /settings, with the spec's defaults.
    emailNotifications: boolean("email_notifications").notNull().default(true),
    jobAlerts: boolean("job_alerts").notNull().default(true),
    weeklyDigest: boolean("weekly_digest").notNull().default(false),
    marketingEmails: boolean("marketing_emails").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    // When an administrator suspended the account; null while it is not (decision 031): its
    // sessions are refused and its sign-in answers that it is suspended.
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    // The language the user reads the site and their mail in (a code of SUPPORTED_LANGUAGES).
    language: text("language").notNull().default("en"),
    // The digits numbers are written with when the language is Arabic (decision 041): "latn"
    // (0-9) or "arab" (Arabic-Indic).
    digits: text("digits").notNull().default("latn"),
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
    foundedYear: integer("founded_year"),
    /** http(s) addresses of its LinkedIn, X, Facebook and Instagram pages; an absent network has none. */
    socialLinks: jsonb("social_links")
      .$type<Partial<Record<"linkedin" | "x" | "facebook" | "instagram", string>>>()
      .notNull()
      .default({}),
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

// Requests counted by a rate limit (platform/rate-limits/rate-limits.ts): one row per request, by
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

export type TUserRow = typeof users.$inferSelect;

export type TCompanyRow = typeof companies.$inferSelect;
