import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import {
  createAdminJobHandler,
  deleteAdminJobHandler,
  listAdminJobsHandler,
  updateAdminJobHandler,
} from "./admin-jobs";
import { adminStatsHandler, listAdminApplicationsHandler } from "./admin-overview";

/** The console's Overview, Jobs and Applications tabs (mounted at /api/admin). */
export function createAdminConsoleRouter() {
  return new Hono<THonoEnv>()
    .get("/stats", adminStatsHandler)
    .get("/jobs", listAdminJobsHandler)
    .post("/jobs", createAdminJobHandler)
    .put("/jobs/:id", updateAdminJobHandler)
    .delete("/jobs/:id", deleteAdminJobHandler)
    .get("/applications", listAdminApplicationsHandler);
}
