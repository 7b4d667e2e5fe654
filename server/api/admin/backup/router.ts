import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

export function createAdminBackupRouter() {
  return new Hono<THonoEnv>();
}
