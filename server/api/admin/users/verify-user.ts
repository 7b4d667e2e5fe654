import type { Context } from "hono";
import { ZAdminUserVerifySchema } from "@common/admin/users";
import type { THonoEnv } from "../../../context";
import { parseJsonBody } from "../../../lib/validation";
import { verifyUser } from "../../../services/admin/users/verify-user";
import { userAction } from "./user-action";

/** POST /api/admin/users/{id}/verify with {verified: boolean}; answers the account's row. */
export async function verifyUserHandler(c: Context<THonoEnv>) {
  const action = userAction(c);
  const { verified } = await parseJsonBody(c, ZAdminUserVerifySchema);
  return c.json(await verifyUser(c.get("app"), { ...action, verified }));
}
