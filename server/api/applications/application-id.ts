import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";
import { applicationNotFound } from "../../services/applications/application-access";

/** The `{id}` of the path; one that cannot be an id is an application not found, as a stranger's is. */
export function applicationIdParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw applicationNotFound();
  return id;
}
