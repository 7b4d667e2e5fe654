-- pg_trgm: the trigram index of the location filter (PGlite loads the extension; it still needs CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "company"), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "requirements", '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_title_vector_idx" ON "jobs" USING gin ("title_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_recent_idx" ON "jobs" USING btree ("created_at","id","expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_country_recent_idx" ON "jobs" USING btree ("country","created_at","id","expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_expires_idx" ON "jobs" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_work_type_idx" ON "jobs" USING btree ("work_type","expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_company_idx" ON "jobs" USING btree ("company_id","expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_city_idx" ON "jobs" USING btree (lower("city")) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_company_name_idx" ON "jobs" USING btree (lower("company")) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_location_trgm_idx" ON "jobs" USING gin (("location" || ' ' || coalesce("city", '')) gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_salary_desc_idx" ON "jobs" USING btree (coalesce("salary_max_usd", "salary_min_usd") desc nulls last,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_listed_salary_asc_idx" ON "jobs" USING btree (coalesce("salary_min_usd", "salary_max_usd") asc nulls last,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
-- Not expressible in Drizzle: keep the heap narrow so that counting and ordering matches reads few
-- pages. Rows above 256 bytes move their large values (description, requirements, benefits,
-- search_vector) to TOAST; the short columns a search reads stay in the row.
ALTER TABLE "jobs" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "country" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "city" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET STORAGE MAIN;
