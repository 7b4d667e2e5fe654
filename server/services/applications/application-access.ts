// Finding an application for a user, and its shape in the API. An application is readable by
// its applicant, by the account owning the job's company and by administrators; for anyone
// else it does not exist (404), so ids reveal nothing.
import { countryCodeOf } from "@common/validation/country";
import { eq } from "drizzle-orm";
import type { TApplication, TApplicationJobSnapshot } from "@common/applications/schemas";
import { permissions, type TActor } from "@common/auth/permissions";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { applications, companies, jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";

export type TApplicationRow = typeof applications.$inferSelect;
export type TApplicationUser = Pick<TActor, "id" | "userType" | "role">;

export function applicationNotFound() {
  return new AppError("NOT_FOUND", "applications.errors.notFound");
}

/** The application's columns without the stored PDF, which only its own endpoint reads. */
export const applicationColumns = {
  id: applications.id,
  userId: applications.userId,
  jobId: applications.jobId,
  status: applications.status,
  applicantName: applications.applicantName,
  applicantEmail: applications.applicantEmail,
  resumeId: applications.resumeId,
  resumeTitle: applications.resumeTitle,
  resumeTemplate: applications.resumeTemplate,
  resumeContent: applications.resumeContent,
  jobSnapshot: applications.jobSnapshot,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};
export type TApplicationListRow = Omit<TApplicationRow, "resumePdf">;

/**
 * The application if the user may read it, else NOT_FOUND. `forUpdate` locks its row for the
 * rest of the caller's transaction (a status change or a withdrawal).
 */
export async function findReadableApplication(
  context: Pick<TAppContext, "db">,
  options: { user: TApplicationUser; id: number; forUpdate?: boolean },
): Promise<{ row: TApplicationListRow; companyOwnerId: number | null }> {
  const { user, id } = options;
  if (!isDatabaseId(id)) throw applicationNotFound();
  const query = context.db
    .select({ row: applicationColumns, companyOwnerId: companies.userId })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.id, id))
    .limit(1);
  const [found] = options.forUpdate ? await query.for("update", { of: applications }) : await query;
  if (!found) throw applicationNotFound();
  const isReadable = permissions.readApplication(user, {
    applicantId: found.row.userId,
    companyOwnerId: found.companyOwnerId,
  });
  if (!isReadable) throw applicationNotFound();
  return found;
}

/** A stored job snapshot as answered: the country's name and its code. */
function withCountryCode(snapshot: Omit<TApplicationJobSnapshot, "countryCode">): TApplicationJobSnapshot {
  return { ...snapshot, countryCode: countryCodeOf(snapshot.country) };
}

export function toApplicationJson(row: TApplicationListRow): TApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    resumeId: row.resumeId,
    status: row.status,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    resumeTitle: row.resumeTitle,
    resumeTemplate: row.resumeTemplate,
    job: withCountryCode(row.jobSnapshot as unknown as Omit<TApplicationJobSnapshot, "countryCode">),
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
