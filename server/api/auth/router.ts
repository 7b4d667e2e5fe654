import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getCurrentUser } from "./get-current-user";
import { login } from "./login";
import { logout } from "./logout";
import { register } from "./register";

export function createAuthRouter() {
  return new Hono<THonoEnv>()
    .get("/user", getCurrentUser)
    .post("/login", login)
    .post("/register", register)
    .post("/logout", logout);
}
