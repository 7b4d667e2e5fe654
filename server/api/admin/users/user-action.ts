import type { Context } from "hono";
import { ZIdParamSchema } from "@common/validation/ids";
import type { THonoEnv } from "../../../context";
import { AppError } from "../../../lib/app-error";
import { requireAdmin } from "../../../lib/guards";
import type { TAdminUserAction } from "../../../services/admin/users/lock-user";

/**
 * Who acts on which account (the path's id; anything that cannot be one is an account that
 * does not exist, 404), from which request.
 */
export function userAction(c: Context<THonoEnv>): TAdminUserAction {
  const actor = requireAdmin(c);
  const userId = ZIdParamSchema.safeParse(c.req.param("id")).data;
  if (userId === undefined) throw new AppError("NOT_FOUND", "errors.notFound");
  return { actor, userId, request: { ipAddress: c.get("clientIp"), requestId: c.get("requestId") } };
}
