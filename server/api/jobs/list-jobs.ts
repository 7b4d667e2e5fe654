import type { Context } from "hono";
import { ZJobSearchQuerySchema } from "@common/jobs/schemas";
import type { THonoEnv } from "../../context";
import { parseQuery } from "../../lib/validation";
import { findJobs } from "../../services/jobs/find-jobs";

export async function listJobsHandler(c: Context<THonoEnv>) {
  const query = parseQuery(c, ZJobSearchQuerySchema);
  return c.json(await findJobs(c.get("app"), { query, user: c.get("currentUser") }));
}
