import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../context";

/**
 * The `{id}` of the path. One that cannot be an id goes on as 0, which no resume has: after the
 * account's own check (a company is refused whatever the id) it is not found, as a stranger's is.
 */
export function resumeIdParam(c: Context<THonoEnv>): number {
  return ZIdParamSchema.safeParse(c.req.param("id")).data ?? 0;
}
