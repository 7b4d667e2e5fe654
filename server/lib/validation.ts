import type { Context } from "hono";
import type { z } from "zod";
import { translate } from "@common/i18n";
import { AppError } from "./app-error";

/** Zod issues as `{ "company.name": "English message" }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    errors[key] ??= translate(issue.message);
  }
  return errors;
}

export function parseWith<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", translate("errors.invalidInput"), fieldErrors(result.error));
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
    throw new AppError("BAD_REQUEST", translate("validation.invalidBody"), {
      body: translate("validation.invalidBody"),
    });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", translate("validation.invalidBody"), {
      body: translate("validation.invalidBody"),
    });
  }
  return parseWith(schema, body);
}

export function parseQuery<TSchema extends z.ZodType>(c: Context, schema: TSchema): z.output<TSchema> {
  return parseWith(schema, c.req.query());
}
