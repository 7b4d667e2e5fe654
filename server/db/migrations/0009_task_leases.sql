CREATE TABLE "task_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder_id" text,
	"leased_until" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
