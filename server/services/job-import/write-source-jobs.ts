// One source's answer written in one transaction (./sync-jobs.ts opens it): new postings
// inserted, changed ones updated, unchanged ones left alone (renewed when their listing nears its
// end), ones that came back listed again, and the source's listed jobs gone from its answer
// expired at the sync's time (their pages stay, with the closed banner). The same job already
// listed, from another source or posted here, is never stored twice (the fingerprint column).
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { TJobSourceKind, TJobSyncCounts } from "@common/job-import/sources";
import type { TDatabase } from "../../db/client";
import { jobs } from "../../db/schema";
import { LISTING_MS } from "../jobs/managed-job";
import type { TImportedColumns, TMappedPosting } from "./map-posting";
import type { TImportNotice } from "./source-posting";

export interface TWriteSource {
  id: number;
  kind: TJobSourceKind;
}

/** The columns compared to decide that a stored job changed (what mapping writes, but matchSkills). */
const COMPARED: readonly (keyof TImportedColumns)[] = [
  "title",
  "company",
  "description",
  "requirements",
  "benefits",
  "country",
  "city",
  "location",
  "workType",
  "employmentType",
  "salaryMin",
  "salaryMax",
  "currency",
  "salaryMinUsd",
  "salaryMaxUsd",
  "urgent",
  "contactEmail",
  "applyUrl",
];

function hasChanged(row: Record<string, unknown>, columns: TImportedColumns): boolean {
  return COMPARED.some((key) => JSON.stringify(row[key] ?? null) !== JSON.stringify(columns[key] ?? null));
}

/** A new listing's end: a listing period from now, or the source's closing date if earlier. */
function listingEnd(posting: TMappedPosting, now: Date): Date {
  const end = new Date(now.getTime() + LISTING_MS);
  return posting.validThrough && posting.validThrough < end ? posting.validThrough : end;
}

/** A listed job with the same fingerprint (normalised title, company, country and city), if any. */
async function findDuplicate(db: TDatabase, columns: TImportedColumns, now: Date) {
  const [found] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "active"),
        gt(jobs.expiresAt, now),
        sql`${jobs.fingerprint} = job_fingerprint(${columns.title}, ${columns.company}, ${columns.country}, ${columns.city})`,
      ),
    )
    .limit(1);
  return found ?? null;
}

/** Writes one source's mapped postings; answers the counts and the warnings of this step. */
export async function writeSourceJobs(
  db: TDatabase,
  source: TWriteSource,
  postings: TMappedPosting[],
  now: Date,
): Promise<{ counts: TJobSyncCounts; warnings: TImportNotice[] }> {
  const counts: TJobSyncCounts = { new: 0, updated: 0, expired: 0, skipped: 0 };
  const warnings: TImportNotice[] = [];
  // The compared columns and what deciding needs, not the search vectors each row also holds.
  const compared = Object.fromEntries(COMPARED.map((key) => [key, jobs[key]]));
  const stored = await db
    .select({ ...compared, id: jobs.id, externalId: jobs.externalId, status: jobs.status, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(eq(jobs.sourceId, source.id));
  const byExternalId = new Map(stored.map((row) => [row.externalId, row]));
  const seen = new Set<string>();
  const renewBefore = new Date(now.getTime() + LISTING_MS / 2);

  for (const posting of postings) {
    const { columns } = posting;
    if (seen.has(posting.externalId)) {
      counts.skipped += 1;
      warnings.push({
        key: "jobImportApi.warnings.repeated",
        values: { title: columns.title, externalId: posting.externalId },
      });
      continue;
    }
    if (posting.validThrough && posting.validThrough <= now) {
      counts.skipped += 1;
      warnings.push({
        key: "jobImportApi.warnings.expiredAtSource",
        values: { title: columns.title, date: posting.validThrough.toISOString().slice(0, 10) },
      });
      continue;
    }
    seen.add(posting.externalId);
    const row = byExternalId.get(posting.externalId);
    if (row) {
      const changed = hasChanged(row, columns);
      // Expired by an earlier sync (gone from the source) and back: listed again. A job an
      // administrator paused or closed stays as they left it.
      const isBack = row.status === "active" && row.expiresAt <= now;
      const isEnding = row.status === "active" && !isBack && row.expiresAt < renewBefore;
      if (!changed && !isBack && !isEnding) continue;
      await db
        .update(jobs)
        .set({
          ...(changed ? columns : {}),
          ...(isBack || isEnding ? { expiresAt: listingEnd(posting, now) } : {}),
        })
        .where(eq(jobs.id, row.id));
      if (changed || isBack) counts.updated += 1;
      continue;
    }
    const duplicate = await findDuplicate(db, columns, now);
    if (duplicate) {
      counts.skipped += 1;
      warnings.push({
        key: "jobImportApi.warnings.duplicate",
        values: { title: columns.title, other: duplicate.title, jobId: duplicate.id },
      });
      continue;
    }
    await db.insert(jobs).values({
      ...columns,
      source: source.kind,
      sourceId: source.id,
      externalId: posting.externalId,
      companyId: null,
      status: "active",
      createdAt: now,
      expiresAt: listingEnd(posting, now),
    });
    counts.new += 1;
  }

  const gone = stored
    .filter((row) => row.status === "active" && row.expiresAt > now && !seen.has(row.externalId ?? ""))
    .map((row) => row.id);
  if (gone.length > 0) {
    await db.update(jobs).set({ expiresAt: now }).where(inArray(jobs.id, gone));
    counts.expired = gone.length;
  }
  return { counts, warnings };
}

/** Expires a source's listed jobs at `now` (the source is being deleted); answers how many. */
export async function expireSourceJobs(db: TDatabase, sourceId: number, now: Date): Promise<number> {
  const expired = await db
    .update(jobs)
    .set({ expiresAt: now })
    .where(and(eq(jobs.sourceId, sourceId), eq(jobs.status, "active"), gt(jobs.expiresAt, now)))
    .returning({ id: jobs.id });
  return expired.length;
}
