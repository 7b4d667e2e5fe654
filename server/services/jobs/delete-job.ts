import { and, eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findManagedJob } from "./managed-job";

/** Deletes a draft; a job that was ever published is closed instead (409), keeping its applications. */
export async function deleteJob(context: Pick<TAppContext, "db">, options: { user: TActor; id: number }) {
  const job = await findManagedJob(context.db, options);
  if (job.status !== "draft") throw new AppError("CONFLICT", "postJob.errors.deleteDraftsOnly");
  // The status in the condition: a draft published meanwhile is not deleted.
  const deleted = await context.db
    .delete(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "draft")))
    .returning({ id: jobs.id });
  if (deleted.length === 0) throw new AppError("CONFLICT", "postJob.errors.deleteDraftsOnly");
}
