// The API's error contract, shared by the server's AppError and the client's ApiError.
// Every non-2xx JSON answer of /api is a TErrorBody:
//   code        one of ERROR_CODES: what kind of failure (the HTTP status follows from it);
//   messageKey  the catalogue key of the sentence to show (two 403s can need different words);
//   message     that sentence in English, for logs and API users: the client never shows it;
//   errors      { "<field path>": "<catalogue key>" }, empty when no field is at fault;
//   requestId   on 500s only, to find the logged fault.
import { z } from "zod";

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Field path ("company.name", "experience.0.title") to the catalogue key of its problem. */
export type TFieldErrors = Record<string, string>;

export const ZErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  messageKey: z.string(),
  errors: z.record(z.string(), z.string()),
  requestId: z.string().optional(),
});

export type TErrorBody = z.infer<typeof ZErrorBodySchema>;
