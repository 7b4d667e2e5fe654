// A Users-table row (common/admin/users.ts, TAdminUser) from the database: the account, its
// company's name, and its last sign-in from the audit log.
import { eq, sql } from "drizzle-orm";
import type { TAdminUser } from "@common/admin/users";
import type { TAppContext } from "../../../context";
import { rowsOf } from "../../../db/rows";
import { auditEvents, companies, users } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";

/** The columns a row reads: the account and its company's name. */
export const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  isVerified: users.isVerified,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  companyName: companies.name,
};

type TAdminUserRecord = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: "jobseeker" | "company";
  role: "user" | "admin";
  emailVerifiedAt: Date | null;
  isVerified: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
  companyName: string | null;
};

/**
 * Each account's latest successful sign-in kept in the audit log, for these accounts only, in
 * one query: per account, the (user_id, occurred_at) index read backwards to its first
 * sign-in, so an account with years of sign-ins costs a row, not all of them.
 */
export async function lastSignIns(context: TAppContext, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ user_id: number; at: Date | string }>(
    await context.db.execute(sql`
      select account.id as user_id, latest.at
      from unnest(${`{${userIds.join(",")}}`}::int[]) as account(id)
      cross join lateral (
        select ${auditEvents.occurredAt} as at from ${auditEvents}
        where ${auditEvents.userId} = account.id and ${auditEvents.event} = 'sign-in.succeeded'
        order by ${auditEvents.occurredAt} desc
        limit 1
      ) as latest`),
  );
  return new Map(rows.map((row) => [Number(row.user_id), new Date(row.at)]));
}

export function toAdminUser(record: TAdminUserRecord, lastSignInAt: Date | undefined, actorId: number): TAdminUser {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    companyName: record.userType === "company" ? record.companyName : null,
    email: record.email,
    userType: record.userType,
    role: record.role,
    emailConfirmed: record.emailVerifiedAt !== null,
    isVerified: record.isVerified,
    isSuspended: record.suspendedAt !== null,
    suspendedAt: record.suspendedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    isSelf: record.id === actorId,
  };
}

/** One account as a Users-table row (what each row action answers); 404 when there is none. */
export async function readAdminUser(context: TAppContext, options: { userId: number; actorId: number }) {
  const [record] = await context.db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!record) throw new AppError("NOT_FOUND", "errors.notFound");
  const signIns = await lastSignIns(context, [record.id]);
  return toAdminUser(record, signIns.get(record.id), options.actorId);
}
