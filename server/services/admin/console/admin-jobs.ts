import { and, count, desc, eq, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { TAdminJob, TAdminJobsQuery } from "@common/admin/console";
import type { TAdminPage } from "@common/admin/paging";
import type { TActor } from "@common/auth/permissions";
import { jobDisplayStatus } from "@common/jobs/posting";
import type { TJobStatus } from "@common/jobs/schemas";
import { countryFields } from "@common/validation/country";
import type { TAppContext } from "../../../context";
import { jobs } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { containsPattern } from "../../../lib/like-pattern";
import { recordAuditEvent, type TAuditRequest } from "../../audit/record-audit-event";
import { listedCondition } from "../../jobs/listed";

/** The status filter as SQL: "expired" and "active" are read from the date as the job page shows them. */
function statusCondition(status: TJobStatus, now: Date): SQL | undefined {
  if (status === "active") return listedCondition(now);
  if (status === "expired") return and(eq(jobs.status, "active"), lte(jobs.expiresAt, now));
  return eq(jobs.status, status);
}

/** GET /api/admin/jobs: every job of every company, newest first, paged. */
export async function listAdminJobs(
  context: Pick<TAppContext, "db">,
  options: { query: TAdminJobsQuery; now?: Date },
): Promise<TAdminPage<TAdminJob>> {
  const { query } = options;
  const now = options.now ?? new Date();
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(statusCondition(query.status, now));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern), ilike(jobs.location, pattern)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    context.db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        country: jobs.country,
        status: jobs.status,
        applicationCount: jobs.applicationCount,
        createdAt: jobs.createdAt,
        expiresAt: jobs.expiresAt,
      })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    context.db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      ...countryFields(row.country),
      status: jobDisplayStatus(row, now),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * DELETE /api/admin/jobs/{id}: removes a job for good, whatever its status. Its applications
 * keep the job as it was sent (their job id becomes null), its bookmarks and alert records go
 * with it (the schema's foreign keys); the audit log records who removed which job.
 */
export async function deleteAdminJob(
  context: TAppContext,
  options: { admin: TActor; id: number; request: TAuditRequest },
): Promise<void> {
  const [deleted] = await context.db
    .delete(jobs)
    .where(eq(jobs.id, options.id))
    .returning({ id: jobs.id, title: jobs.title, company: jobs.company, status: jobs.status });
  if (!deleted) throw new AppError("NOT_FOUND", "errors.notFound");
  await recordAuditEvent(context, {
    event: "admin.job-deleted",
    userId: options.admin.id,
    ...options.request,
    detail: { jobId: deleted.id, title: deleted.title, company: deleted.company, status: deleted.status },
  });
}

/** A job id of the database, or NOT_FOUND. */
export async function assertJobExists(context: Pick<TAppContext, "db">, id: number): Promise<void> {
  const [row] = await context.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.id} = ${id}`)
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "errors.notFound");
}
