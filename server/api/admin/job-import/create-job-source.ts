import type { Context } from "hono";
import { ZJobSourceSchema } from "@common/job-import/sources";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { createJobSource } from "../../../services/job-import/job-sources";
import { adminChange } from "./source-request";

/** POST /api/admin/job-sources: 201 with the source. */
export async function createJobSourceHandler(c: Context<THonoEnv>) {
  const change = adminChange(c);
  const config = await parseJsonBody(c, ZJobSourceSchema);
  return c.json(await createJobSource(c.get("app"), { ...change, config }), 201);
}
