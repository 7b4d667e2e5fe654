import { eq } from "drizzle-orm";
import type { TAppContext } from "../../../context";
import { users } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { removeAccount } from "../../account/delete-account";
import { assertAdministrator, type TAdminUserAction } from "./lock-user";

/**
 * DELETE /api/admin/users/{id}: the same removal and anonymisation as the owner's own deletion
 * (removeAccount), recorded as "admin.user-deleted" with the administrator's id; the last
 * administrator is refused there.
 */
export async function deleteUser(context: TAppContext, options: TAdminUserAction): Promise<void> {
  assertAdministrator(options.actor);
  const [user] = await context.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError("NOT_FOUND", "errors.notFound");
  try {
    await removeAccount(context, { user, requestId: options.request.requestId, by: options.actor.id });
  } catch (error) {
    // The owner's deletion words it for oneself; the console says it of the account.
    if (error instanceof AppError && error.messageKey === "accountData.lastAdmin") {
      throw new AppError("CONFLICT", "adminUsers.errors.lastAdmin");
    }
    throw error;
  }
}
