import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { listJobSources } from "../../../services/job-import/job-sources";

/** GET /api/admin/job-sources: every source with its listed jobs. */
export async function listJobSourcesHandler(c: Context<THonoEnv>) {
  return c.json(await listJobSources(c.get("app")));
}
