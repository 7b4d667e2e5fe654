-- Two-word phrases found by an index alone (server/services/jobs/find-jobs.ts). A pair is the
-- two lexemes at positions p and p + 1, joined by a space, which no lexeme from to_tsvector
-- contains: 'product' <-> 'manag' matches exactly the vectors whose pairs hold 'product manag'.
CREATE FUNCTION job_phrase_pairs(vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT first.lexeme || ' ' || second.lexeme)), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS position FROM unnest(vector)) AS first
  JOIN (SELECT lexeme, unnest(positions) AS position FROM unnest(vector)) AS second
    ON second.position = first.position + 1
$$;--> statement-breakpoint
-- The pairs of a phrase's words as a tsquery ('senior product' & 'product manag'), NULL when it has none.
CREATE FUNCTION job_phrase_pairs_query(phrase text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg('''' || replace(replace(pair, '\', '\\'), '''', '''''') || '''', ' & ')::tsquery
  FROM unnest(job_phrase_pairs(to_tsvector('english'::regconfig, phrase))) AS pairs(pair)
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "phrase_pairs" "tsvector" GENERATED ALWAYS AS (job_phrase_pairs(setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "company"), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "requirements", '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_phrase_pairs_idx" ON "jobs" USING gin ("phrase_pairs") WHERE status = 'active';

