import type { Context } from "hono";
import { ZAdminUserRoleSchema } from "@common/admin/users";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { changeUserRole } from "../../../services/admin/users/change-user-role";
import { userAction } from "./user-action";

/** POST /api/admin/users/{id}/role with {admin: boolean}; answers the account's row. */
export async function changeUserRoleHandler(c: Context<THonoEnv>) {
  const action = userAction(c);
  const { admin } = await parseJsonBody(c, ZAdminUserRoleSchema);
  return c.json(await changeUserRole(c.get("app"), { ...action, admin }));
}
