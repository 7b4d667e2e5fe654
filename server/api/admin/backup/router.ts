import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { downloadBackupHandler } from "./download-backup";

export function createAdminBackupRouter() {
  return new Hono<THonoEnv>().get("/backup", downloadBackupHandler);
}
