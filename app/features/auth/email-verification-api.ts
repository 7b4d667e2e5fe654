import { apiRequest } from "~/lib/api-client";

// Confirming the e-mail address: the link's token, or a new link for the signed-in owner.

export const verifyEmail = (token: string) =>
  apiRequest<{ ok: true; emailVerified: true; emailChanged?: true; email?: string }>("/api/auth/verify-email", {
    method: "POST",
    body: { token },
  });

export const resendVerification = () =>
  apiRequest<{ ok: true; emailVerified: boolean }>("/api/auth/resend-verification", { method: "POST" });
