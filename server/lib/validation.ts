import type { Context } from "hono";
import type { z } from "zod";
import type { TFieldErrors } from "@common/errors/error-body";
import { isCatalogueKey } from "@common/i18n";
import { AppError } from "./app-error";

/**
 * Zod issues as `{ "company.name": "validation.required" }`, the first per field. Our schemas
 * give catalogue keys as messages; zod's own English (an unexpected type) becomes the generic key.
 */
export function fieldErrors(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "body";
    errors[path] ??= isCatalogueKey(issue.message) ? issue.message : "validation.invalidValue";
  }
  return errors;
}

export function parseWith<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", "errors.invalidInput", fieldErrors(result.error));
  }
  return result.data;
}

/** Reads a JSON object body and validates it; unknown keys are stripped by the schemas. */
export async function parseJsonBody<TSchema extends z.ZodType>(
  c: Context,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "validation.invalidBody", {
      body: "validation.invalidBody",
    });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", "validation.invalidBody", {
      body: "validation.invalidBody",
    });
  }
  return parseWith(schema, body);
}

export function parseQuery<TSchema extends z.ZodType>(c: Context, schema: TSchema): z.output<TSchema> {
  return parseWith(schema, c.req.query());
}
