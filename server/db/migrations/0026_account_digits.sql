-- The digits an Arabic reader sees numbers in (decision 041): Latin 0-9 unless the account asks
-- for Arabic-Indic.
ALTER TABLE "users" ADD COLUMN "digits" text DEFAULT 'latn' NOT NULL;
