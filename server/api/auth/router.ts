import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getCurrentUserHandler } from "./get-current-user";
import { loginHandler } from "./login";
import { logoutHandler } from "./logout";
import { logoutAllHandler } from "./logout-all";
import { registerHandler } from "./register";

export function createAuthRouter() {
  return new Hono<THonoEnv>()
    .get("/user", getCurrentUserHandler)
    .post("/login", loginHandler)
    .post("/register", registerHandler)
    .post("/logout", logoutHandler)
    .post("/logout-all", logoutAllHandler);
}
