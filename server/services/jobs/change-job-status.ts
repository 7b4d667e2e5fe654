import { eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import { JOB_STATUS_MOVES, type TStoredJobStatus } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findManagedJob, LISTING_MS, readJobJson } from "./managed-job";

/**
 * Publishes a draft, pauses, closes or reopens a job (JOB_STATUS_MOVES). The same status again
 * changes nothing. Publishing a draft starts its 30 days from now; reopening keeps the expiry
 * (an expired job is extended instead).
 */
export async function changeJobStatus(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; id: number; status: TStoredJobStatus; now?: Date },
): Promise<TJobDetail> {
  const now = options.now ?? new Date();
  const job = await findManagedJob(context.db, options);
  const from = job.status as TStoredJobStatus;
  if (from !== options.status) {
    if (!JOB_STATUS_MOVES[from].includes(options.status)) {
      throw new AppError("CONFLICT", "postJob.errors.statusMove", { status: "postJob.errors.statusMove" });
    }
    const published = from === "draft" ? { createdAt: now, expiresAt: new Date(now.getTime() + LISTING_MS) } : {};
    await context.db
      .update(jobs)
      .set({ status: options.status, ...published })
      .where(eq(jobs.id, job.id));
  }
  return readJobJson(context, job.id, now);
}
