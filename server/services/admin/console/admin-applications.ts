import { count, desc, eq, sql } from "drizzle-orm";
import type { TAdminApplication, TAdminApplicationsQuery } from "@common/admin/console";
import type { TAdminPage } from "@common/admin/paging";
import type { TAppContext } from "../../../context";
import { applications, users } from "../../../db/schema";

/**
 * GET /api/admin/applications: every application, newest first, paged. The job is named as it
 * was sent (the application's snapshot), so a job edited or deleted since reads as applied to;
 * the applicant's name is the account's, else the one kept on the application.
 */
export async function listAdminApplications(
  context: Pick<TAppContext, "db">,
  options: { query: TAdminApplicationsQuery },
): Promise<TAdminPage<TAdminApplication>> {
  const { query } = options;
  const where = query.status ? eq(applications.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    context.db
      .select({
        id: applications.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        applicantName: applications.applicantName,
        applicantEmail: applications.applicantEmail,
        jobId: applications.jobId,
        jobTitle: sql<string>`coalesce(${applications.jobSnapshot} ->> 'title', '')`,
        company: sql<string>`coalesce(${applications.jobSnapshot} ->> 'company', '')`,
        status: applications.status,
        appliedAt: applications.createdAt,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    context.db.select({ total: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      applicantName: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.applicantName || "",
      applicantEmail: row.email ?? row.applicantEmail,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      company: row.company,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
