// GET /api/admin/audit: the audit log, newest first, paged, by user (an id, or else part of the
// e-mail address the event recorded or of the account's current one) and by event (one, or a
// family: "sign-in" is every "sign-in.*"). Rows are kept as long as decision 032 says.
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminAuditList, TAdminAuditQuery } from "@common/admin/records";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../../context";
import { auditEvents, users } from "../../../db/schema";
import { assertPermitted } from "../../../lib/guards";
import { AUDIT_EVENTS } from "../../audit/record-audit-event";
import { containsPattern } from "../../../lib/like-pattern";

/** A number is a user's id (no event is that account's when it is no id); anything else part of an address. */
function userCondition(q: string): SQL | undefined {
  if (/^\d+$/.test(q)) {
    const id = Number(q);
    return isDatabaseId(id) ? eq(auditEvents.userId, id) : sql`false`;
  }
  const pattern = containsPattern(q);
  return or(ilike(auditEvents.email, pattern), ilike(users.email, pattern));
}

/** The event, and every event of its family; the query's schema lets through no LIKE wildcard. */
function eventCondition(event: string): SQL | undefined {
  const family = event.replace(/\.+$/, "");
  return or(eq(auditEvents.event, family), like(auditEvents.event, `${family}.%`));
}

export async function listAuditEvents(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; query: TAdminAuditQuery },
): Promise<TAdminAuditList> {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  const { q, event, page, pageSize } = options.query;
  const where = and(q ? userCondition(q) : undefined, event ? eventCondition(event) : undefined);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({
        id: auditEvents.id,
        occurredAt: auditEvents.occurredAt,
        event: auditEvents.event,
        userId: auditEvents.userId,
        recordedEmail: auditEvents.email,
        currentEmail: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        ipAddress: auditEvents.ipAddress,
        requestId: auditEvents.requestId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.userId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    context.db.select({ n: count() }).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      event: row.event,
      userId: row.userId,
      email: row.recordedEmail ?? row.currentEmail,
      userName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ""}`.trim(),
      ipAddress: row.ipAddress,
      requestId: row.requestId,
      detail: row.detail,
    })),
    total: total.n,
    page,
    pageSize,
    events: [...AUDIT_EVENTS],
  };
}
