import { z } from "zod";

/** PostgreSQL's `integer` (ids, salaries): a larger number cannot be stored, and comparing one is a database error. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** A number that can be a row's id: a whole number from 1 to PostgreSQL's integer limit. */
export function isDatabaseId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_DATABASE_INTEGER;
}

/**
 * An id in a URL path (plain decimal numbers): "abc", "1e3", "0x10", "-1"
 * and " 1" are no id. A caller answers a failure as "not found", never as a bad request.
 */
export const ZIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine(isDatabaseId);
