import type { Context } from "hono";
import { ZApplicationStatusSchema } from "@common/applications/schemas";
import type { THonoEnv } from "../../context";
import { requireUser } from "../../lib/guards";
import { parseJsonBody } from "../../lib/validation";
import { changeApplicationStatus } from "../../services/applications/change-application-status";
import { applicationIdParam } from "./application-id";

/** PUT /api/applications/{id}/status {status}: the job's company or an administrator. */
export async function changeApplicationStatusHandler(c: Context<THonoEnv>) {
  const user = requireUser(c);
  const id = applicationIdParam(c);
  const { status } = await parseJsonBody(c, ZApplicationStatusSchema);
  return c.json(await changeApplicationStatus(c.get("app"), { user, id, status }));
}
