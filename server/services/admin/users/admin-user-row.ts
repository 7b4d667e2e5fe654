// A Users-table row (common/admin/users.ts, TAdminUser) from the database: the account, its
// company's name, and its last sign-in from the audit log.
import { and, eq, inArray, max } from "drizzle-orm";
import type { TAdminUser } from "@common/admin/users";
import type { TAppContext } from "../../../context";
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
 * Each account's latest successful sign-in kept in the audit log, for these accounts only: one
 * grouped query, answered from the (user_id, occurred_at) index.
 */
export async function lastSignIns(context: TAppContext, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await context.db
    .select({ userId: auditEvents.userId, at: max(auditEvents.occurredAt) })
    .from(auditEvents)
    .where(and(inArray(auditEvents.userId, userIds), eq(auditEvents.event, "sign-in.succeeded")))
    .groupBy(auditEvents.userId);
  const found = new Map<number, Date>();
  for (const row of rows) {
    if (row.userId !== null && row.at !== null) found.set(row.userId, new Date(row.at));
  }
  return found;
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
