import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { listJobSyncRuns } from "../../../services/job-import/sync-runs";

/** GET /api/admin/jobs/sync-runs: the latest runs, latest first, in the request's language. */
export async function listJobSyncRunsHandler(c: Context<THonoEnv>) {
  return c.json(await listJobSyncRuns(c.get("app"), c.get("t")));
}
