import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { forgotPasswordHandler } from "./forgot-password";
import { getCurrentUserHandler } from "./get-current-user";
import { loginHandler } from "./login";
import { logoutHandler } from "./logout";
import { logoutAllHandler } from "./logout-all";
import { registerHandler } from "./register";
import { resendVerificationHandler } from "./resend-verification";
import { resetPasswordHandler } from "./reset-password";
import { verifyEmailHandler } from "./verify-email";

export function createAuthRouter() {
  return new Hono<THonoEnv>()
    .get("/user", getCurrentUserHandler)
    .post("/login", loginHandler)
    .post("/register", registerHandler)
    .post("/logout", logoutHandler)
    .post("/logout-all", logoutAllHandler)
    .post("/forgot-password", forgotPasswordHandler)
    .post("/reset-password", resetPasswordHandler)
    .post("/verify-email", verifyEmailHandler)
    .post("/resend-verification", resendVerificationHandler);
}
