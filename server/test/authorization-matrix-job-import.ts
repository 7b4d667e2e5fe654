// The authorization matrix's rows and requests for the job import's calls (administrators only;
// server/api/authorization-matrix.test.ts runs them). A call that changes or deletes a source gets
// a fresh one, made straight in the database, and checks that nobody else's call changed it.
import { and, eq } from "drizzle-orm";
import type { TDatabase } from "../db/client";
import { jobSources } from "../db/schema";

interface TJobImportRequest {
  path: string;
  body?: unknown;
  isUntouched?: () => Promise<boolean>;
}

// prettier-ignore
export const JOB_IMPORT_MATRIX: Array<[method: string, route: string, statuses: string]> = [
  //                                             anon seekA seekB compA compB admin
  ["GET",    "/api/admin/jobs/stats",            "401  403   403   403   403   200"],
  ["POST",   "/api/admin/jobs/sync",             "401  403   403   403   403   200"],
  ["GET",    "/api/admin/jobs/sync-runs",        "401  403   403   403   403   200"],
  ["GET",    "/api/admin/job-sources",           "401  403   403   403   403   200"],
  ["POST",   "/api/admin/job-sources",           "401  403   403   403   403   201"],
  ["PUT",    "/api/admin/job-sources/:id",       "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/job-sources/:id",       "401  403   403   403   403   200"],
];

let made = 0;

/** The requests of the job import's rows, keyed "METHOD route". */
export function jobImportRequests(db: TDatabase, caller: string): Record<string, () => Promise<TJobImportRequest>> {
  const isAdmin = caller === "admin";
  const source = async () => {
    made += 1;
    const [row] = await db
      .insert(jobSources)
      .values({ kind: "greenhouse", name: "Matrix board", settings: { boardToken: `matrix-${made}` } })
      .returning();
    return row;
  };
  const kept = (id: number, name = "Matrix board") =>
    isAdmin
      ? undefined
      : async () =>
          (
            await db
              .select()
              .from(jobSources)
              .where(and(eq(jobSources.id, id), eq(jobSources.name, name)))
          ).length === 1;
  return {
    "GET /api/admin/jobs/stats": async () => ({ path: "/api/admin/jobs/stats" }),
    // With no source configured, an administrator's sync answers at once that there is none.
    "POST /api/admin/jobs/sync": async () => {
      await db.delete(jobSources);
      return { path: "/api/admin/jobs/sync" };
    },
    "GET /api/admin/jobs/sync-runs": async () => ({ path: "/api/admin/jobs/sync-runs" }),
    "GET /api/admin/job-sources": async () => ({ path: "/api/admin/job-sources" }),
    "POST /api/admin/job-sources": async () => {
      made += 1;
      return {
        path: "/api/admin/job-sources",
        body: { kind: "lever", name: "Matrix", settings: { site: `matrix-new-${made}` } },
      };
    },
    "PUT /api/admin/job-sources/:id": async () => {
      const row = await source();
      return {
        path: `/api/admin/job-sources/${row.id}`,
        body: { kind: "greenhouse", name: `Changed by ${caller}`, settings: row.settings },
        isUntouched: kept(row.id),
      };
    },
    "DELETE /api/admin/job-sources/:id": async () => {
      const row = await source();
      return { path: `/api/admin/job-sources/${row.id}`, isUntouched: kept(row.id) };
    },
  };
}
