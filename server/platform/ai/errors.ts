// An AiError as the API's answer: the provider failing after its retries is a 503 with the error
// contract's body (common/errors/error-body.ts), the spent budget a 429 with Retry-After.
import { AppError } from "../../lib/app-error";
import { AiError } from "./types";

const KEY_BY_KIND = {
  unavailable: "ai.errors.unavailable",
  timeout: "ai.errors.timeout",
  "invalid-output": "ai.errors.invalidOutput",
  "too-large": "ai.errors.tooLarge",
  budget: "ai.errors.budget",
  unsupported: "ai.errors.unsupported",
} as const;

/** The AppError an AiError answers; any other error is returned as it is. */
export function asAppError(error: unknown): unknown {
  if (!(error instanceof AiError)) return error;
  if (error.kind === "budget") return new AppError("RATE_LIMITED", KEY_BY_KIND.budget, {}, 3600);
  return new AppError("SERVICE_UNAVAILABLE", KEY_BY_KIND[error.kind], {}, 60);
}
