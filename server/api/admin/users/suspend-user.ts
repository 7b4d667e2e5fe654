import type { Context } from "hono";
import type { THonoEnv } from "../../../context";
import { reinstateUser, suspendUser } from "../../../services/admin/users/suspend-user";
import { userAction } from "./user-action";

/** POST /api/admin/users/{id}/suspend, no body; answers the account's row. */
export async function suspendUserHandler(c: Context<THonoEnv>) {
  return c.json(await suspendUser(c.get("app"), userAction(c)));
}

/** POST /api/admin/users/{id}/reinstate, no body; answers the account's row. */
export async function reinstateUserHandler(c: Context<THonoEnv>) {
  return c.json(await reinstateUser(c.get("app"), userAction(c)));
}
