import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { deleteJobSource } from "../../../services/job-import/job-sources";
import { adminChange, sourceIdParam } from "./source-request";

/** DELETE /api/admin/job-sources/{id}: { ok: true } once it is gone and its listed jobs expired. */
export async function deleteJobSourceHandler(c: Context<THonoEnv>) {
  await deleteJobSource(c.get("app"), { ...adminChange(c), id: sourceIdParam(c) });
  return c.json({ ok: true as const });
}
