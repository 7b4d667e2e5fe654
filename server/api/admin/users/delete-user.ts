import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { deleteUser } from "../../../services/admin/users/delete-user";
import { userAction } from "./user-action";

/** DELETE /api/admin/users/{id}: answers 204 once the account is removed. */
export async function deleteUserHandler(c: Context<THonoEnv>) {
  await deleteUser(c.get("app"), userAction(c));
  return c.body(null, 204);
}
