// The one error type services throw; server/lib/error-handler.ts turns it into the error body
// of @common/errors/error-body (status from its code) or, for pages, the error page.
import { type TErrorCode, type TFieldErrors } from "@common/errors/error-body";
import { translateForLogs } from "@common/i18n";

export class AppError extends Error {
  /**
   * The catalogue key of the sentence the client shows; `message` is its English text, for logs
   * (the error answer says it in the request's language: server/lib/error-handler.ts).
   */
  public readonly messageKey: string;

  constructor(
    public readonly code: TErrorCode,
    messageKey: string,
    /** Field path to the catalogue key of its problem. */
    public readonly errors: TFieldErrors = {},
    /** For RATE_LIMITED and SERVICE_UNAVAILABLE: when to try again (Retry-After); a minute if absent. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(translateForLogs(messageKey));
    this.name = "AppError";
    this.messageKey = messageKey;
  }
}
