import type { TAdminUser } from "@common/admin/users";

export type TUserAction =
  "makeAdmin" | "removeAdmin" | "markVerified" | "removeVerified" | "suspend" | "reinstate" | "delete";

/**
 * The actions the server allows on this account (decision 031): an administrator is never
 * suspended and a suspended account is never made one; on one's own account the console offers
 * only the badge, so an administrator cannot lock themselves out of it by a slip.
 */
export function userActionsFor(user: TAdminUser): TUserAction[] {
  const actions: TUserAction[] = [];
  if (user.role === "admin") {
    if (!user.isSelf) actions.push("removeAdmin");
  } else if (!user.isSuspended) actions.push("makeAdmin");
  actions.push(user.isVerified ? "removeVerified" : "markVerified");
  if (user.isSuspended) actions.push("reinstate");
  else if (user.role !== "admin") actions.push("suspend");
  if (!user.isSelf) actions.push("delete");
  return actions;
}
