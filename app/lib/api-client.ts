// First: the shell (root bundle) calls the API, and the error body's schema below is built as
// this module loads, which must be after zod is set to jitless (see zod-jitless.ts).
import "./zod-jitless";
import type { ParseKeys } from "i18next";
import { ZErrorBodySchema, type TErrorCode, type TFieldErrors } from "@common/errors/error-body";

/** A key of the message catalogue (common/i18n/en), as t() takes it. */
export type TMessageKey = ParseKeys;

/**
 * An API call that did not succeed, as the error body tells it (common/errors/error-body.ts).
 * `code` and `messageKey` are null when no such body came back (no connection, or an answer
 * that is not ours, e.g. a proxy's HTML page): then the caller's own sentence is the one to
 * show, see errorMessageKey. The body's English `message` is for logs and is never shown.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: TErrorCode | null,
    public readonly messageKey: TMessageKey | null,
    public readonly fieldErrors: TFieldErrors = {},
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

/** The catalogue key to show for a failed call: the server's, else the caller's own sentence. */
export function errorMessageKey(error: unknown, fallbackKey: TMessageKey): TMessageKey {
  return error instanceof ApiError && error.messageKey ? error.messageKey : fallbackKey;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The ApiError of a non-2xx answer. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = ZErrorBodySchema.safeParse(parseJson(await response.text().catch(() => "")));
  if (!body.success) return new ApiError(response.status, null, null);
  // The server's keys are catalogue keys (server/lib/app-error.ts checks them).
  return new ApiError(response.status, body.data.code, body.data.messageKey as TMessageKey, body.data.errors);
}

/**
 * fetch() of our API with the session cookie, asking for the page's language (what the server
 * writes, the assistant's replies for one, is in it); a connection that fails is an ApiError of
 * status 0.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (typeof document !== "undefined" && document.documentElement.lang && !headers.has("accept-language")) {
    headers.set("accept-language", document.documentElement.lang);
  }
  try {
    return await fetch(path, { credentials: "same-origin", ...init, headers });
  } catch {
    throw new ApiError(0, null, null);
  }
}

/**
 * The one way the browser calls our JSON API: each operation is a typed function of its server
 * domain in app/api/<domain>.ts (e.g. app/api/resumes.ts), built on this.
 * Non-2xx answers throw ApiError.
 */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await apiFetch(path, {
    method: init.method ?? "GET",
    headers:
      init.body === undefined
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw await toApiError(response);
  return parseJson(await response.text()) as T;
}
