-- One spelling for job search text (issue 16): job_search_text folds French and other Latin
-- accents, normalises Arabic letter forms (alef with hamza or madda and alef wasla to alef, alef
-- maqsura to yeh, teh marbuta to heh), removes harakat and tatweel, and keeps C++, C#, F#, .NET
-- and Node.js as words of their own. server/services/jobs/search-text.ts mirrors it for the
-- query (search-text.test.ts checks that they agree). translate() and regexp_replace() only: no
-- extension, the same on PostgreSQL and PGlite.
CREATE FUNCTION job_search_text(content text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    replace(replace(replace(replace(translate(content,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿأإآٱىة',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyyاااايه'), 'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae'),
    '[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    '(?<![A-Za-z0-9])[cC]\+\+', ' cplusplus ', 'g'),
    '(?<![A-Za-z0-9])([cCfF])#', ' \1sharp ', 'g'),
    '(?<![A-Za-z0-9])([aA][sS][pP]|[aA][dD][oO]|[vV][bB])?\.[nN][eE][tT](?![A-Za-z0-9])', ' \1 dotnet ', 'g'),
    '(?<![A-Za-z0-9.])([A-Za-z0-9]+)\.[jJ][sS](?![A-Za-z0-9])', ' \1js ', 'g')
$$;--> statement-breakpoint
-- job_search_text over each string of a JSON array (the requirements), keeping the array's order.
CREATE FUNCTION job_search_strings(content jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(content) <> 'array' THEN content ELSE (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(element) = 'string'
      THEN to_jsonb(job_search_text(element #>> '{}')) ELSE element END ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(content) WITH ORDINALITY AS elements(element, position)
  ) END
$$;--> statement-breakpoint
-- What the keyword search matches: the title weighs most (A), then the company and the
-- requirements, where the skills are (B), then the description (C).
CREATE FUNCTION job_search_vector(title text, company text, requirements jsonb, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, job_search_text(title)), 'A')
    || setweight(to_tsvector('english'::regconfig, job_search_text(company)), 'B')
    || setweight(jsonb_to_tsvector('english'::regconfig, job_search_strings(requirements), '["string"]'::jsonb), 'B')
    || setweight(to_tsvector('english'::regconfig, job_search_text(description)), 'C')
$$;--> statement-breakpoint
-- A generated column's expression cannot change in place before PostgreSQL 17: the three columns
-- are made again (their GIN indexes go with them and are made again below).
ALTER TABLE "jobs" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (job_search_vector("title", "company", "requirements", "description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "phrase_pairs";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "phrase_pairs" "tsvector" GENERATED ALWAYS AS (job_phrase_pairs(job_search_vector("title", "company", "requirements", "description"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, job_search_text("title"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_title_vector_idx" ON "jobs" USING gin ("title_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_phrase_pairs_idx" ON "jobs" USING gin ("phrase_pairs") WHERE status = 'active';
