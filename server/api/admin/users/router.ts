import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

export function createAdminUsersRouter() {
  return new Hono<THonoEnv>();
}
