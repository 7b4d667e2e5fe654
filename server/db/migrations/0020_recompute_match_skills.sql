-- The matching taxonomy learned Arabic names (decision 028): every job's stored skill ids are
-- computed again, by matching itself, the next time it ranks jobs.
UPDATE "jobs" SET "match_skills" = NULL;
