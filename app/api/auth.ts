import type { TForgotPassword, TLogin, TPublicUser, TRegisterInput, TResetPassword } from "@common/auth/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/auth: signing in, up and out (the session cookie the answers set or clear), confirming
// the e-mail address and resetting a forgotten password.

export const login = (credentials: TLogin) =>
  apiRequest<TPublicUser>("/api/auth/login", { method: "POST", body: credentials });

export const registerUser = (input: TRegisterInput) =>
  apiRequest<TPublicUser>("/api/auth/register", { method: "POST", body: input });

/** The signed-in user; 401 when signed out. */
export const fetchCurrentUser = () => apiRequest<TPublicUser>("/api/auth/user");

/** Ends this session (the shell's account menu and drawer). */
export const logout = () => apiRequest<{ ok: true }>("/api/auth/logout", { method: "POST" });

/** Signs out on every device: ends all of the account's sessions, this one included. */
export const logoutEverywhere = () =>
  apiRequest<{ ok: true; endedSessions: number }>("/api/auth/logout-all", { method: "POST" });

/** Confirms the e-mail address of a link's token (a new address, after a change, too). */
export const verifyEmail = (token: string) =>
  apiRequest<{ ok: true; emailVerified: true; emailChanged?: true; email?: string }>("/api/auth/verify-email", {
    method: "POST",
    body: { token },
  });

/** Sends the signed-in owner a new confirmation link. */
export const resendVerification = () =>
  apiRequest<{ ok: true; emailVerified: boolean }>("/api/auth/resend-verification", { method: "POST" });

/** "Forgot password?": answers the same whether or not the address has an account. */
export const requestPasswordReset = (body: TForgotPassword) =>
  apiRequest<{ ok: true }>("/api/auth/forgot-password", { method: "POST", body });

/** Sets the new password of a reset link; every session of the account ends. */
export const resetPassword = (body: TResetPassword) =>
  apiRequest<{ ok: true }>("/api/auth/reset-password", { method: "POST", body });
