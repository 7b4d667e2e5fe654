// The one error type services throw; server/lib/error-handler.ts maps codes to HTTP.
export type TAppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "INTERNAL";

export const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    public readonly code: TAppErrorCode,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
