// Admin > Jobs, the job sources: list, create, update, delete (GET/POST/PUT/DELETE
// /api/admin/job-sources). Each change is audited in the transaction that makes it. Deleting a
// source expires its listed jobs at once (their pages stay, with the closed banner).
import { and, asc, count, eq, gt, ne, sql } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { JOB_SOURCES_MAX, type TJobSource, type TJobSourceConfig } from "@common/job-import/sources";
import type { TAppContext } from "../../context";
import { jobs, jobSources } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/app-error";
import { recordAuditEvent, type TAuditRequest } from "../audit/record-audit-event";
import { expireSourceJobs } from "./write-source-jobs";

type TSourceRow = typeof jobSources.$inferSelect;

export interface TSourceChange {
  admin: Pick<TActor, "id">;
  request: TAuditRequest;
}

const SOURCE_AUDIT_EVENTS = {
  created: "admin.job-source-created",
  updated: "admin.job-source-updated",
  deleted: "admin.job-source-deleted",
} as const;

const notFound = () => new AppError("NOT_FOUND", "jobImportApi.errors.sourceNotFound");
const duplicate = () =>
  new AppError("CONFLICT", "jobImportApi.errors.duplicateSource", { settings: "jobImportApi.errors.duplicateSource" });

function toSource(row: TSourceRow, listedJobs: number): TJobSource {
  return {
    id: row.id,
    ...({ kind: row.kind, name: row.name, settings: row.settings } as TJobSourceConfig),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    listedJobs,
  };
}

async function listedJobsBySource(context: Pick<TAppContext, "db">, now: Date): Promise<Map<number, number>> {
  const rows = await context.db
    .select({ sourceId: jobs.sourceId, listed: count() })
    .from(jobs)
    .where(and(sql`${jobs.sourceId} is not null`, eq(jobs.status, "active"), gt(jobs.expiresAt, now)))
    .groupBy(jobs.sourceId);
  return new Map(rows.map((row) => [row.sourceId!, Number(row.listed)]));
}

/** GET /api/admin/job-sources: every source, oldest first, with its listed jobs. */
export async function listJobSources(context: Pick<TAppContext, "db">, now = new Date()): Promise<TJobSource[]> {
  const rows = await context.db.select().from(jobSources).orderBy(asc(jobSources.id));
  const listed = await listedJobsBySource(context, now);
  return rows.map((row) => toSource(row, listed.get(row.id) ?? 0));
}

async function audit(
  context: TAppContext,
  change: TSourceChange,
  kind: keyof typeof SOURCE_AUDIT_EVENTS,
  row: TSourceRow,
) {
  await recordAuditEvent(context, {
    event: SOURCE_AUDIT_EVENTS[kind],
    userId: change.admin.id,
    ...change.request,
    detail: { by: change.admin.id, id: row.id, kind: row.kind, name: row.name },
  });
}

/** Another source of the same kind and settings: a 409. */
async function assertNotConfigured(context: TAppContext, config: TJobSourceConfig, exceptId?: number) {
  const conditions = [
    eq(jobSources.kind, config.kind),
    sql`${jobSources.settings} = ${JSON.stringify(config.settings)}::jsonb`,
  ];
  if (exceptId !== undefined) conditions.push(ne(jobSources.id, exceptId));
  const [taken] = await context.db
    .select({ id: jobSources.id })
    .from(jobSources)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw duplicate();
}

/** POST /api/admin/job-sources: 409 for a source configured already or past JOB_SOURCES_MAX. */
export async function createJobSource(
  context: TAppContext,
  options: TSourceChange & { config: TJobSourceConfig },
): Promise<TJobSource> {
  await assertNotConfigured(context, options.config);
  const [{ total }] = await context.db.select({ total: count() }).from(jobSources);
  if (Number(total) >= JOB_SOURCES_MAX) {
    throw new AppError("CONFLICT", "jobImportApi.errors.tooManySources");
  }
  const { kind, name, settings } = options.config;
  const row = await context.db.transaction(async (tx) => {
    const [created] = await tx.insert(jobSources).values({ kind, name, settings }).returning();
    await audit(inTransaction(context, tx), options, "created", created);
    return created;
  });
  return toSource(row, 0);
}

/** PUT /api/admin/job-sources/{id}: the whole source replaced; its jobs follow at the next sync. */
export async function updateJobSource(
  context: TAppContext,
  options: TSourceChange & { id: number; config: TJobSourceConfig },
): Promise<TJobSource> {
  await assertNotConfigured(context, options.config, options.id);
  const { kind, name, settings } = options.config;
  const row = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobSources)
      .set({ kind, name, settings, updatedAt: new Date() })
      .where(eq(jobSources.id, options.id))
      .returning();
    if (!updated) throw notFound();
    await audit(inTransaction(context, tx), options, "updated", updated);
    return updated;
  });
  const listed = await listedJobsBySource(context, new Date());
  return toSource(row, listed.get(row.id) ?? 0);
}

/** DELETE /api/admin/job-sources/{id}: its listed jobs expire now; 404 when it is gone. */
export async function deleteJobSource(context: TAppContext, options: TSourceChange & { id: number }): Promise<void> {
  await context.db.transaction(async (tx) => {
    const txContext = inTransaction(context, tx);
    await expireSourceJobs(txContext.db, options.id, new Date());
    const [deleted] = await tx.delete(jobSources).where(eq(jobSources.id, options.id)).returning();
    if (!deleted) throw notFound();
    await audit(txContext, options, "deleted", deleted);
  });
}
