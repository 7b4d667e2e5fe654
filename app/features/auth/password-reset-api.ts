import type { TForgotPassword, TResetPassword } from "@common/auth/schemas";
import { apiRequest } from "~/lib/api-client";

// "Forgot password?": the request always answers the same, whether or not the address has an account.

export const requestPasswordReset = (body: TForgotPassword) =>
  apiRequest<{ ok: true }>("/api/auth/forgot-password", { method: "POST", body });

/** Sets the new password of a reset link; every session of the account ends. */
export const resetPassword = (body: TResetPassword) =>
  apiRequest<{ ok: true }>("/api/auth/reset-password", { method: "POST", body });
