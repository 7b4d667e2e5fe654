import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { getJobSyncStats } from "../../../services/job-import/sync-runs";

/** GET /api/admin/jobs/stats: {total, bySource, lastSync}. */
export async function getJobSyncStatsHandler(c: Context<THonoEnv>) {
  return c.json(await getJobSyncStats(c.get("app")));
}
