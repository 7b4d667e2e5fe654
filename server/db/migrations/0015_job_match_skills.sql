ALTER TABLE "jobs" ADD COLUMN "match_skills" text[];--> statement-breakpoint
CREATE INDEX "jobs_match_skills_idx" ON "jobs" USING gin ("match_skills") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_match_skills_missing_idx" ON "jobs" USING btree ("id") WHERE "jobs"."match_skills" is null;