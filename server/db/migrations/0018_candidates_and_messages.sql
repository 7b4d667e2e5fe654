CREATE TABLE "candidate_favorites" (
	"company_user_id" integer NOT NULL,
	"seeker_user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_favorites_company_user_id_seeker_user_id_pk" PRIMARY KEY("company_user_id","seeker_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_blocks" (
	"seeker_user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_seeker_user_id_company_id_pk" PRIMARY KEY("seeker_user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seeker_user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_read_at" timestamp with time zone,
	"seeker_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_favorites" ADD CONSTRAINT "candidate_favorites_company_user_id_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_favorites" ADD CONSTRAINT "candidate_favorites_seeker_user_id_users_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_seeker_user_id_users_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_seeker_user_id_users_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_favorites_seeker_idx" ON "candidate_favorites" USING btree ("seeker_user_id");--> statement-breakpoint
CREATE INDEX "message_blocks_company_idx" ON "message_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "message_threads_company_idx" ON "message_threads" USING btree ("company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_seeker_idx" ON "message_threads" USING btree ("seeker_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");