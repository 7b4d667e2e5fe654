// GET /api/admin/export/{jobs|users|applications}.csv: "Export Data" (decision 032). Each export
// reads its table in batches by id (keyset pagination) while the download goes, so 100,000 rows
// never sit in memory; the header row is in the reader's language, values are as stored (codes
// such as "active" or "jobseeker"), dates ISO 8601 in UTC. Rows written while an export runs may
// or may not be in it; each row is in it at most once.
import { asc, gt, sql } from "drizzle-orm";
import { permissions, type TActor } from "@common/auth/permissions";
import type { TAdminExport } from "@common/admin/records";
import type { TTranslate } from "@common/i18n";
import type { TAppContext } from "../../../context";
import type { TDatabase } from "../../../db/client";
import { applications, jobs, users } from "../../../db/schema";
import { assertPermitted } from "../../../lib/guards";
import type { TCsvValue } from "../../../lib/csv";
import { csvStream, keysetBatches } from "./csv-writer";

/** Rows read per query: a batch is a few hundred kilobytes of CSV at most. */
export const EXPORT_BATCH_SIZE = 1_000;

type TBatchReader = (db: TDatabase, afterId: number, limit: number) => Promise<{ id: number; cells: TCsvValue[] }[]>;

interface TExportDefinition {
  header: (t: TTranslate) => string[];
  read: (t: TTranslate) => TBatchReader;
}

const JOB_COLUMNS = [
  "id",
  "title",
  "company",
  "location",
  "country",
  "workType",
  "status",
  "salaryMin",
  "salaryMax",
  "currency",
  "applications",
  "created",
  "expires",
] as const;
const USER_COLUMNS = ["id", "name", "email", "type", "role", "emailConfirmed", "verified", "joined"] as const;
const APPLICATION_COLUMNS = ["id", "applicant", "email", "job", "company", "status", "applied"] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const yesNo = (t: TTranslate, value: boolean) => t(value ? "adminRecords.csv.yes" : "adminRecords.csv.no");

const EXPORTS: Record<TAdminExport, TExportDefinition> = {
  jobs: {
    header: (t) => JOB_COLUMNS.map((column) => t(`adminRecords.csv.jobs.${column}`)),
    read: () => async (db, afterId, limit) => {
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          company: jobs.company,
          location: jobs.location,
          country: jobs.country,
          workType: jobs.workType,
          // "expired" is derived from the date, as everywhere a job's status is shown.
          status: sql<string>`case when ${jobs.status} = 'active' and ${jobs.expiresAt} <= now() then 'expired' else ${jobs.status} end`,
          salaryMin: jobs.salaryMin,
          salaryMax: jobs.salaryMax,
          currency: jobs.currency,
          applicationCount: jobs.applicationCount,
          createdAt: jobs.createdAt,
          expiresAt: jobs.expiresAt,
        })
        .from(jobs)
        .where(gt(jobs.id, afterId))
        .orderBy(asc(jobs.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: [
          row.id,
          row.title,
          row.company,
          row.location,
          row.country,
          row.workType,
          row.status,
          row.salaryMin,
          row.salaryMax,
          row.currency,
          row.applicationCount,
          iso(row.createdAt),
          iso(row.expiresAt),
        ],
      }));
    },
  },
  users: {
    header: (t) => USER_COLUMNS.map((column) => t(`adminRecords.csv.users.${column}`)),
    read: (t) => async (db, afterId, limit) => {
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          userType: users.userType,
          role: users.role,
          emailVerifiedAt: users.emailVerifiedAt,
          isVerified: users.isVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(gt(users.id, afterId))
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: [
          row.id,
          `${row.firstName} ${row.lastName}`.trim(),
          row.email,
          row.userType,
          row.role,
          yesNo(t, row.emailVerifiedAt !== null),
          yesNo(t, row.isVerified),
          iso(row.createdAt),
        ],
      }));
    },
  },
  applications: {
    header: (t) => APPLICATION_COLUMNS.map((column) => t(`adminRecords.csv.applications.${column}`)),
    read: () => async (db, afterId, limit) => {
      // The job as it was sent: it stays when the job is deleted (applications.job_id set null).
      const rows = await db
        .select({
          id: applications.id,
          applicantName: applications.applicantName,
          applicantEmail: applications.applicantEmail,
          jobTitle: sql<string | null>`${applications.jobSnapshot}->>'title'`,
          company: sql<string | null>`${applications.jobSnapshot}->>'company'`,
          status: applications.status,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(gt(applications.id, afterId))
        .orderBy(asc(applications.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cells: [
          row.id,
          row.applicantName,
          row.applicantEmail,
          row.jobTitle,
          row.company,
          row.status,
          iso(row.createdAt),
        ],
      }));
    },
  },
};

/** The download's name: hirewise-jobs-2026-11-29.csv (the UTC date). */
export function exportFileName(kind: TAdminExport, now: Date): string {
  return `hirewise-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

export function exportCsv(
  context: Pick<TAppContext, "db" | "logger">,
  options: { user: TActor; kind: TAdminExport; t: TTranslate; now?: Date; batchSize?: number },
): { fileName: string; stream: ReadableStream<Uint8Array> } {
  assertPermitted(permissions.administer(options.user), "errors.adminsOnly");
  const { kind, t } = options;
  const definition = EXPORTS[kind];
  const read = definition.read(t);
  const header = definition.header(t);
  const batches = keysetBatches(
    (afterId, limit) => read(context.db, afterId, limit),
    options.batchSize ?? EXPORT_BATCH_SIZE,
  );
  const lines = (async function* () {
    for await (const batch of batches) yield batch.map((row) => row.cells);
  })();
  context.logger.info({ export: kind, by: options.user.id }, "an administrator downloads a CSV export");
  return {
    fileName: exportFileName(kind, options.now ?? new Date()),
    stream: csvStream(header, lines, (error) =>
      context.logger.error({ err: error, export: kind }, "a CSV export failed mid-way"),
    ),
  };
}
