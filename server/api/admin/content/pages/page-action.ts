import type { Context } from "hono";
import type { TActor } from "@common/auth/permissions";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../../../context";
import { AppError } from "../../../../lib/app-error";
import { requireAdmin } from "../../../../lib/guards";
import type { TAuditRequest } from "../../../../services/audit/record-audit-event";

/** The administrator acting and the request, for the audit log. */
export function contentChange(c: Context<THonoEnv>): { admin: TActor; request: TAuditRequest } {
  return { admin: requireAdmin(c), request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") } };
}

/** The path's id; anything that cannot be one names nothing that exists (404, `notFoundKey`). */
export function idParam(c: Context<THonoEnv>, notFoundKey: string): number {
  const id = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (id === undefined) throw new AppError("NOT_FOUND", notFoundKey);
  return id;
}
