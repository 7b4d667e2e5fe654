-- The job import: the same job from two sources, or posted here and imported, is stored once.
-- job_fingerprint is its normalised title, company, country and city: job_search_text's spelling
-- (accents folded), lower case, every run of other characters one space, trimmed; then hashed.
CREATE FUNCTION job_fingerprint(title text, company text, country text, city text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT md5(
    concat_ws('|',
      btrim(regexp_replace(lower(job_search_text(title)), '[^a-z0-9\u0600-\u06FF]+', ' ', 'g')),
      btrim(regexp_replace(lower(job_search_text(company)), '[^a-z0-9\u0600-\u06FF]+', ' ', 'g')),
      btrim(regexp_replace(lower(job_search_text(country)), '[^a-z0-9\u0600-\u06FF]+', ' ', 'g')),
      btrim(regexp_replace(lower(job_search_text(coalesce(city, ''))), '[^a-z0-9\u0600-\u06FF]+', ' ', 'g'))
    )
  )
$$;--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"source_count" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"warning_count" integer NOT NULL,
	"errors" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "fingerprint" text GENERATED ALWAYS AS (job_fingerprint("title", "company", "country", "city")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sync_runs" ADD CONSTRAINT "job_sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_sync_runs_finished_idx" ON "job_sync_runs" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_idx" ON "jobs" USING btree ("source_id","external_id");--> statement-breakpoint
CREATE INDEX "jobs_listed_fingerprint_idx" ON "jobs" USING btree ("fingerprint") WHERE status = 'active';