-- One spelling for job search text (issue 16): job_search_text folds French and other Latin
-- accents, normalises Arabic letter forms (alef with hamza or madda and alef wasla to alef, alef
-- maqsura to yeh, teh marbuta to heh), removes harakat and tatweel, and keeps C++, C#, F#, .NET
-- and Node.js as words of their own. server/services/jobs/search-text.ts mirrors it for the
-- query (search-text.test.ts checks that they agree). translate(), replace() and regexp_replace()
-- only: no extension, the same on PostgreSQL and PGlite.
CREATE FUNCTION job_search_text(content text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  result text := content;
BEGIN
  -- Each step runs only on text that holds what it changes: translate() is slow over long text
  -- (it looks up every character among its letters), and most job text is plain ASCII.
  IF result !~ '[^\u0001-\u007F]|[+#]|\.[nNjJ]' THEN
    RETURN result;
  END IF;
  IF result ~ '[àáâãäåçèéêëìíîïñòóôõöùúûüýÿ]' THEN
    result := translate(result, 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy');
  END IF;
  IF result ~ '[ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ]' THEN
    result := translate(result, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ', 'AAAAAACEEEEIIIINOOOOOUUUUYY');
  END IF;
  IF result ~ '[أإآٱىة]' THEN
    result := translate(result, 'أإآٱىة', 'اااايه');
  END IF;
  IF result ~ '[ŒœÆæ]' THEN
    result := replace(replace(replace(replace(result, 'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae');
  END IF;
  IF result ~ '[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]' THEN
    result := regexp_replace(result, '[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g');
  END IF;
  IF result ~ '[+#]' THEN
    result := regexp_replace(result, '(?<![A-Za-z0-9])[cC]\+\+', ' cplusplus ', 'g');
    result := regexp_replace(result, '(?<![A-Za-z0-9])([cCfF])#', ' \1sharp ', 'g');
  END IF;
  IF result ~ '\.[nNjJ]' THEN
    result := regexp_replace(result, '(?<![A-Za-z0-9])([aA][sS][pP]|[aA][dD][oO]|[vV][bB])?\.[nN][eE][tT](?![A-Za-z0-9])', ' \1 dotnet ', 'g');
    result := regexp_replace(result, '(?<![A-Za-z0-9.])([A-Za-z0-9]+)\.[jJ][sS](?![A-Za-z0-9])', ' \1js ', 'g');
  END IF;
  RETURN result;
END
$$;--> statement-breakpoint
-- job_search_text over each string of a JSON array (the requirements), keeping the array's order;
-- the array as it is when none of its text would change.
CREATE FUNCTION job_search_strings(content jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  IF jsonb_typeof(content) <> 'array' OR content::text !~ '[^\u0001-\u007F]|[+#]|\.[nNjJ]' THEN
    RETURN content;
  END IF;
  RETURN (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(element) = 'string'
      THEN to_jsonb(job_search_text(element #>> '{}')) ELSE element END ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(content) WITH ORDINALITY AS elements(element, position)
  );
END
$$;--> statement-breakpoint
-- What the keyword search matches: the title weighs most (A), then the company and the
-- requirements, where the skills are (B), then the description (C). Not STRICT, so that it is
-- inlined into the generated columns' expressions rather than called.
CREATE FUNCTION job_search_vector(title text, company text, requirements jsonb, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
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
