import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { TRequestVariables } from "../context";
import { STATUS_BY_CODE, type TErrorBody } from "@common/errors/error-body";
import { createTranslator, type TTranslate } from "@common/i18n";
import { AppError } from "./app-error";
import { renderErrorPage } from "./error-page";
import { fieldErrors } from "./validation";

type TContext = Context<{ Variables: TRequestVariables }>;

// Seconds a client should wait after a 429; the sign-in rate limit counts over one minute.
const DEFAULT_RETRY_AFTER_SECONDS = 60;

// PostgreSQL "data exception" codes that only bad input can cause (a NUL byte in text, a
// number out of range, text that is not a number): answered 400, not 500, should a value get
// past validation.
const BAD_INPUT_SQLSTATES = new Set(["22001", "22003", "22021", "22P02", "22P05"]);

function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint as string | undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}

function toAppError(error: unknown, c: TContext): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status === 413) {
    return new AppError("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge");
  }
  if (error instanceof z.ZodError) {
    return new AppError("BAD_REQUEST", "errors.invalidInput", fieldErrors(error));
  }
  const dbError = databaseError(error);
  if (dbError?.code === "23505") {
    // Two registrations with one e-mail can both pass the service's check; the index decides.
    if (dbError.constraint === "users_email_unique") {
      return new AppError("CONFLICT", "errors.emailTaken", { email: "errors.emailTaken" });
    }
    return new AppError("CONFLICT", "errors.conflict");
  }
  if (dbError?.code && BAD_INPUT_SQLSTATES.has(dbError.code)) {
    c.get("app")?.logger.warn({ err: error, requestId: c.get("requestId") }, "bad input reached the database");
    return new AppError("BAD_REQUEST", "errors.invalidInput");
  }
  c.get("app")?.logger.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
  return new AppError("INTERNAL", "errors.internal");
}

/** The JSON body of an AppError (@common/errors/error-body): its `message` in the request's language. */
export function errorBody(appError: AppError, t: TTranslate): TErrorBody {
  return {
    code: appError.code,
    message: t(appError.messageKey),
    messageKey: appError.messageKey,
    errors: appError.errors,
  };
}

/** The request's translator; English if the error came before the language was resolved. */
function requestTranslator(c: TContext): TTranslate {
  return c.get("t") ?? createTranslator("en");
}

/** Maps any thrown error to the JSON error contract (API) or the friendly error page (pages). */
export function handleError(error: unknown, c: TContext): Response {
  const isApi = new URL(c.req.url).pathname.startsWith("/api/");
  const appError = toAppError(error, c);
  const status = STATUS_BY_CODE[appError.code];
  if (!isApi && status >= 500) {
    return c.html(
      renderErrorPage({ requestId: c.get("requestId"), language: c.get("language") ?? "en", t: requestTranslator(c) }),
      500,
    );
  }
  const body = errorBody(appError, requestTranslator(c));
  if (status >= 500) body.requestId = c.get("requestId");
  if (appError.code === "RATE_LIMITED" || appError.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(appError.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  }
  // The refused body is not read, so this connection cannot carry another request: say so, or
  // a client that reuses it (keep-alive) loses its next request when the server closes it.
  if (appError.code === "PAYLOAD_TOO_LARGE") c.header("Connection", "close");
  return c.json(body, status as 400);
}
