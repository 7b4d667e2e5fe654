import type { Context } from "hono";
import { ZJobSourceSchema } from "@common/job-import/sources";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { updateJobSource } from "../../../services/job-import/job-sources";
import { adminChange, sourceIdParam } from "./source-request";

/** PUT /api/admin/job-sources/{id}: the whole source; answers it as stored. */
export async function updateJobSourceHandler(c: Context<THonoEnv>) {
  const change = adminChange(c);
  const id = sourceIdParam(c);
  const config = await parseJsonBody(c, ZJobSourceSchema);
  return c.json(await updateJobSource(c.get("app"), { ...change, id, config }));
}
