import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { syncJobsNow } from "../../../services/job-import/sync-runs";
import { adminChange } from "./source-request";

/** POST /api/admin/jobs/sync: {success, message, errors, run}; 409 while a sync runs anywhere. */
export async function syncJobsNowHandler(c: Context<THonoEnv>) {
  return c.json(await syncJobsNow(c.get("app"), { ...adminChange(c), t: c.get("t") }));
}
