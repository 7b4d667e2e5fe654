-- Suspension (decision 031): when an administrator suspended an account, and which of its
-- company's jobs were paused by it, so that reinstating lists again exactly those.
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "paused_by_suspension" boolean DEFAULT false NOT NULL;