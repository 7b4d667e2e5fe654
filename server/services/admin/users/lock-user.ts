// What every row action of the Users tab starts with, inside its transaction.
import { sql, eq } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TDatabase } from "../../../db/client";
import { users } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertPermitted } from "../../../lib/guards";
import type { TAuditRequest } from "../../audit/record-audit-event";

/** Who acts, on which account, from which request. */
export interface TAdminUserAction {
  actor: Pick<TActor, "id" | "role">;
  userId: number;
  request: TAuditRequest;
}

export function assertAdministrator(actor: Pick<TActor, "role">): void {
  assertPermitted(permissions.administer(actor), "errors.adminsOnly");
}

/**
 * Takes the administrators' lock (the one account deletion takes, server/services/account/
 * delete-account.ts), so that no two changes can each leave the other's administrator the last
 * one, then reads the account and locks its row; 404 when there is none.
 */
export async function lockUser(tx: TDatabase, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-deletion.administrators'))`);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for("update");
  if (!user) throw new AppError("NOT_FOUND", "errors.notFound");
  return user;
}
