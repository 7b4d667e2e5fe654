-- The change log that keeps each process's job search index in step with the jobs table
-- (server/services/jobs/search-index/search-index.ts, decision 010). Every statement that adds,
-- changes or removes jobs logs their ids with its transaction's id; TRUNCATE logs a NULL id,
-- which makes every index start again. Entries are removed after a day by housekeeping.
CREATE TABLE "job_search_changes" (
  "seq" bigserial PRIMARY KEY,
  "job_id" integer,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "changed_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "job_search_changes_xid_idx" ON "job_search_changes" ("xid");--> statement-breakpoint
CREATE INDEX "job_search_changes_changed_at_idx" ON "job_search_changes" ("changed_at");--> statement-breakpoint
CREATE FUNCTION log_job_search_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO job_search_changes (job_id) VALUES (NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_search_changes (job_id) SELECT id FROM changed_before;
  ELSE
    INSERT INTO job_search_changes (job_id) SELECT id FROM changed_after;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_log_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION log_job_search_changes();--> statement-breakpoint
CREATE TRIGGER jobs_search_log_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION log_job_search_changes();--> statement-breakpoint
CREATE TRIGGER jobs_search_log_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION log_job_search_changes();--> statement-breakpoint
CREATE TRIGGER jobs_search_log_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION log_job_search_changes();
