import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { createJobSourceHandler } from "./create-job-source";
import { deleteJobSourceHandler } from "./delete-job-source";
import { getJobSyncStatsHandler } from "./get-sync-stats";
import { listJobSourcesHandler } from "./list-job-sources";
import { listJobSyncRunsHandler } from "./list-sync-runs";
import { syncJobsNowHandler } from "./sync-now";
import { updateJobSourceHandler } from "./update-job-source";

/** The job import (mounted at /api/admin): the sync's figures and runs, "Sync now" and the sources. */
export function createAdminJobImportRouter() {
  return new Hono<THonoEnv>()
    .get("/jobs/stats", getJobSyncStatsHandler)
    .post("/jobs/sync", syncJobsNowHandler)
    .get("/jobs/sync-runs", listJobSyncRunsHandler)
    .get("/job-sources", listJobSourcesHandler)
    .post("/job-sources", createJobSourceHandler)
    .put("/job-sources/:id", updateJobSourceHandler)
    .delete("/job-sources/:id", deleteJobSourceHandler);
}
