import { z } from "zod";
import { MAX_DATABASE_INTEGER } from "./ids";

// Query-string parameters of list endpoints (filters, sorts, pages). "any" and "" both mean no
// filter. Messages are keys of the message catalogue (common/i18n/en).

export const emptyToUndefined = (value: unknown) =>
  value === "" || value === "any" || value === "Any" ? undefined : value;

/** One of `values`, or absent. */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: "validation.invalidOption" }).optional());

/** Trimmed text of at most `max` characters, or absent. */
export const optionalQueryText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.string({ error: "validation.invalidText" }).trim().max(max, { error: "validation.tooLong" }).optional(),
  );

/** A page number from 1 to `max`, 1 when absent. */
export const queryPage = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "validation.invalidNumber" })
      .int({ error: "validation.invalidNumber" })
      .min(1, { error: "validation.pageRange" })
      .max(max, { error: "validation.pageRange" })
      .default(1),
  );

/** A database id in the query (`?jobId=12`), or absent. */
export const optionalQueryId = () =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "validation.invalidNumber" })
      .int({ error: "validation.invalidNumber" })
      .positive({ error: "validation.invalidNumber" })
      .max(MAX_DATABASE_INTEGER, { error: "validation.invalidNumber" })
      .optional(),
  );

/** A page size from 1 to `max`, `fallback` when absent. */
export const queryPageSize = (fallback: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "validation.invalidNumber" })
      .int({ error: "validation.invalidNumber" })
      .min(1, { error: "validation.pageSizeRange" })
      .max(max, { error: "validation.pageSizeRange" })
      .default(fallback),
  );
