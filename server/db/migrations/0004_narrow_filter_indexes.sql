DROP INDEX "jobs_listed_city_idx";--> statement-breakpoint
DROP INDEX "jobs_listed_company_name_idx";--> statement-breakpoint
CREATE INDEX "jobs_listed_city_recent_idx" ON "jobs" USING btree (lower("city"),"created_at","id","expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_company_name_recent_idx" ON "jobs" USING btree (lower("company"),"created_at","id","expires_at") WHERE status = 'active';