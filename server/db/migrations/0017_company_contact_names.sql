-- Company accounts registered before this migration were stored with the contact name as the
-- first name and the company's name as the last name ("Rana Khoury" / "Desert Rose Clinic").
-- They become the contact person's own names: the first word, then the rest. Accounts whose
-- names were changed since (in /settings) no longer match and are left alone.
UPDATE "users" AS u
SET
  "first_name" = substring(btrim(c."contact_name") from '^\S+'),
  "last_name" = coalesce(substring(btrim(c."contact_name") from '^\S+\s+(.*)$'), ''),
  "updated_at" = now()
FROM "companies" AS c
WHERE c."user_id" = u."id"
  AND u."user_type" = 'company'
  AND u."last_name" = c."name"
  AND u."first_name" = c."contact_name"
  AND btrim(c."contact_name") <> '';
