import { z } from "zod";

// Text fields of forms and API bodies. Messages are keys of the message catalog
// (common/i18n/en): the server answers them in English, the forms show them through t().

// A missing value is "required"; a number, array, object or null where text belongs is not.
export const requiredString = (requiredMessage = "validation.required") => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? requiredMessage : "validation.invalidText"),
});

// PostgreSQL text cannot hold NUL, and no other C0 control character belongs in a form field
// (tab and line breaks do). A lone UTF-16 surrogate ("\ud800" in a JSON body) is not text
// either: PostgreSQL refuses it.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);

/** Trimmed, non-blank text of at most `max` characters; blank answers `requiredMessage`. */
export const requiredText = (max: number, requiredMessage = "validation.required") =>
  z
    .string(requiredString(requiredMessage))
    .trim()
    .min(1, requiredMessage)
    .max(max, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" });

/**
 * A PATCH's text field: absent (undefined) keeps what is stored; blank or null clears it (null);
 * else trimmed text of at most `max` characters.
 */
export const clearableText = (max: number) =>
  z
    .union(
      [
        z.null(),
        z
          .string({ error: "validation.invalidText" })
          .trim()
          .max(max, { error: "validation.tooLong" })
          .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" }),
      ],
      { error: "validation.invalidText" },
    )
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Trimmed text of at most `max` characters; blank becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string({ error: "validation.invalidText" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .optional()
    .transform((value) => (value ? value : undefined));
