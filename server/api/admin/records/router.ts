import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

export function createAdminRecordsRouter() {
  return new Hono<THonoEnv>();
}
