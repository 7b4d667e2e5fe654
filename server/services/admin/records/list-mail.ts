// GET /api/admin/outbox: the mail of the last 30 days (MAIL_KEPT_MS) and every message still
// queued, newest first, paged, by status and by part of the recipient or subject (decision 032).
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminPage } from "@common/admin/paging";
import type { TAdminMail, TAdminOutboxQuery } from "@common/admin/records";
import type { TAppContext } from "../../../context";
import { mailQueue } from "../../../db/schema";
import { assertPermitted } from "../../../lib/guards";
import { containsPattern } from "../../../lib/like-pattern";

export const mailRowColumns = {
  id: mailQueue.id,
  to: mailQueue.to,
  subject: mailQueue.subject,
  template: mailQueue.template,
  status: mailQueue.status,
  attempts: mailQueue.attempts,
  lastError: mailQueue.lastError,
  createdAt: mailQueue.createdAt,
  sentAt: mailQueue.sentAt,
  nextAttemptAt: mailQueue.nextAttemptAt,
};

type TMailRow = Pick<
  typeof mailQueue.$inferSelect,
  "id" | "to" | "subject" | "template" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt" | "nextAttemptAt"
>;

export function toAdminMail(row: TMailRow): TAdminMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "queued" ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listMail(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; query: TAdminOutboxQuery },
): Promise<TAdminPage<TAdminMail>> {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  const { status, q, page, pageSize } = options.query;
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(mailQueue.status, status));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(mailQueue.to, pattern), ilike(mailQueue.subject, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    context.db
      .select(mailRowColumns)
      .from(mailQueue)
      .where(where)
      .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    context.db.select({ n: count() }).from(mailQueue).where(where),
  ]);
  return { items: rows.map(toAdminMail), total: total.n, page, pageSize };
}
