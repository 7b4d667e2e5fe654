import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../../context";
import { AppError } from "../../../lib/app-error";
import { requireAdmin } from "../../../lib/guards";

/** The {id} of /api/admin/job-sources/{id}; an id that can be no row's is a source that is not there. */
export function sourceIdParam(c: Context<THonoEnv>): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", "jobImportApi.errors.sourceNotFound");
  return id;
}

/** The acting administrator and the request, for the audit log. */
export function adminChange(c: Context<THonoEnv>) {
  return {
    admin: requireAdmin(c),
    request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") },
  };
}
