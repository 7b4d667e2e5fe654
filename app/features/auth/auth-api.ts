import type { TLogin, TPublicUser, TRegisterInput } from "@common/auth/schemas";
import { apiRequest } from "~/lib/api-client";

// The sign-in and sign-up calls: the session cookie they set signs the person in.

export const login = (credentials: TLogin) =>
  apiRequest<TPublicUser>("/api/auth/login", { method: "POST", body: credentials });

export const registerUser = (input: TRegisterInput) =>
  apiRequest<TPublicUser>("/api/auth/register", { method: "POST", body: input });

/** Signs out on every device: ends all of the account's sessions, this one included. */
export const logoutEverywhere = () =>
  apiRequest<{ ok: true; endedSessions: number }>("/api/auth/logout-all", { method: "POST" });
