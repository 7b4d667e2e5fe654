import { eq } from "drizzle-orm";
import type { TAdminUser } from "@common/admin/users";
import type { TAppContext } from "../../../context";
import { users } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { recordAuditEvent } from "../../audit/record-audit-event";
import { readAdminUser } from "./admin-user-row";
import { assertAdministrator, lockUser, type TAdminUserAction } from "./lock-user";

/**
 * POST /api/admin/users/{id}/verify: the spec's "Verified" badge (is_verified) on or off. The
 * e-mail confirmation (email_verified_at) is never touched: only the link sent to the address
 * sets it. Asking for the state it has changes and records nothing.
 */
export async function verifyUser(
  context: TAppContext,
  options: TAdminUserAction & { verified: boolean },
): Promise<TAdminUser> {
  assertAdministrator(options.actor);
  await context.db.transaction(async (tx) => {
    const scoped = inTransaction(context, tx);
    const user = await lockUser(scoped.db, options.userId);
    if (user.isVerified === options.verified) return;
    await tx.update(users).set({ isVerified: options.verified, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAuditEvent(scoped, {
      event: "admin.user-verified",
      userId: user.id,
      email: user.email,
      ...options.request,
      detail: { verified: options.verified, by: options.actor.id },
    });
  });
  return readAdminUser(context, { userId: options.userId, actorId: options.actor.id });
}
