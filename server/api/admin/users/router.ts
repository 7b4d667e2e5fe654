import { Hono } from "hono";
import type { THonoEnv } from "../../../context";
import { changeUserRoleHandler } from "./change-user-role";
import { deleteUserHandler } from "./delete-user";
import { listUsersHandler } from "./list-users";
import { reinstateUserHandler, suspendUserHandler } from "./suspend-user";
import { verifyUserHandler } from "./verify-user";

/** /api/admin/users: the Users tab's list and row actions (administrators only, checked by the admin router). */
export function createAdminUsersRouter() {
  return new Hono<THonoEnv>()
    .get("/", listUsersHandler)
    .post("/:id/role", changeUserRoleHandler)
    .post("/:id/verify", verifyUserHandler)
    .post("/:id/suspend", suspendUserHandler)
    .post("/:id/reinstate", reinstateUserHandler)
    .delete("/:id", deleteUserHandler);
}
