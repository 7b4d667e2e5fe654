// The API's error contract (@common/errors/error-body) as the server tests check it (imported by
// *.test.ts only).
import { expect } from "vitest";
import { STATUS_BY_CODE, ZErrorBodySchema, type TErrorBody, type TErrorCode } from "@common/errors/error-body";
import { createTranslator, isCatalogueKey } from "@common/i18n";

// The tests' requests carry no language, so answers are in English.
const english = createTranslator("en");

/** The whole body of an error: the code, the catalogue keys, and the English the server adds. */
export function errorBodyOf(code: TErrorCode, messageKey: string, errors: Record<string, string> = {}): TErrorBody {
  return { code, message: english(messageKey), messageKey, errors };
}

/**
 * A JSON {code, message, messageKey, errors} of this status: the code is the status's, keys are
 * catalogue keys (a client shows them in its own language), message is the English of messageKey,
 * and nothing else is in it (no stack trace, no internals).
 */
export function expectErrorContract(
  response: { status: number; headers: Headers; json: Record<string, unknown>; text: string },
  status: number,
): TErrorBody {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = ZErrorBodySchema.strict().parse(response.json);
  expect(STATUS_BY_CODE[body.code]).toBe(status);
  expect(isCatalogueKey(body.messageKey), body.messageKey).toBe(true);
  expect(body.message).toBe(english(body.messageKey));
  for (const key of Object.values(body.errors)) expect(isCatalogueKey(key), key).toBe(true);
  if (status < 500) expect(body.requestId).toBeUndefined();
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|Error:|node_modules|drizzle|SELECT |INSERT /i);
  return body;
}
