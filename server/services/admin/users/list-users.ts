import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TAdminUserList, TAdminUsersQuery } from "@common/admin/users";
import type { TAppContext } from "../../../context";
import { companies, users } from "../../../db/schema";
import { adminUserColumns, lastSignIns, toAdminUser } from "./admin-user-row";
import { containsPattern } from "../../../lib/like-pattern";

function conditionsOf(query: TAdminUsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.role === "admin") conditions.push(eq(users.role, "admin"));
  else if (query.role !== "all") conditions.push(eq(users.userType, query.role));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ilike(companies.name, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * GET /api/admin/users: one page of accounts, newest first, searched by name (or a company's
 * name) and e-mail and filtered by role; each with its last sign-in from the audit log.
 */
export async function listAdminUsers(
  context: TAppContext,
  options: { query: TAdminUsersQuery; actorId: number },
): Promise<TAdminUserList> {
  const { query } = options;
  const where = conditionsOf(query);
  const [records, [{ total }]] = await Promise.all([
    context.db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    context.db.select({ total: count() }).from(users).leftJoin(companies, eq(companies.userId, users.id)).where(where),
  ]);
  const signIns = await lastSignIns(
    context,
    records.map((record) => record.id),
  );
  return {
    items: records.map((record) => toAdminUser(record, signIns.get(record.id), options.actorId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
