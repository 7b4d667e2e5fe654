-- A company's profile (its public page): the year it was founded and its social links.
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;