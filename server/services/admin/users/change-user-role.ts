import { and, count, eq, ne } from "drizzle-orm";
import type { TAdminUser } from "@common/admin/users";
import type { TAppContext } from "../../../context";
import { users } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { AppError } from "../../../lib/app-error";
import { recordAuditEvent } from "../../audit/record-audit-event";
import { readAdminUser } from "./admin-user-row";
import { assertAdministrator, lockUser, type TAdminUserAction } from "./lock-user";

/**
 * POST /api/admin/users/{id}/role: makes the account an administrator or takes the role away.
 * Never the last administrator (which only oneself can be, the caller being one), and never a
 * suspended account (decision 031). Asking for the role it has changes and records nothing.
 */
export async function changeUserRole(
  context: TAppContext,
  options: TAdminUserAction & { admin: boolean },
): Promise<TAdminUser> {
  assertAdministrator(options.actor);
  await context.db.transaction(async (tx) => {
    const scoped = inTransaction(context, tx);
    const user = await lockUser(scoped.db, options.userId);
    const role = options.admin ? "admin" : "user";
    if (user.role === role) return;
    if (options.admin && user.suspendedAt) {
      throw new AppError("CONFLICT", "adminUsers.errors.suspendedCannotBeAdmin");
    }
    if (!options.admin) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), ne(users.id, user.id)));
      if (others.n === 0) throw new AppError("CONFLICT", "adminUsers.errors.lastAdmin");
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAuditEvent(scoped, {
      event: options.admin ? "admin.role-granted" : "admin.role-removed",
      userId: user.id,
      email: user.email,
      ...options.request,
      detail: { by: options.actor.id },
    });
  });
  return readAdminUser(context, { userId: options.userId, actorId: options.actor.id });
}
