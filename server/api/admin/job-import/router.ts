import { Hono } from "hono";
import type { THonoEnv } from "../../../context";

/** The job import (mounted at /api/admin): the sync's figures and runs, "Sync now" and the sources. */
export function createAdminJobImportRouter() {
  return new Hono<THonoEnv>();
}
