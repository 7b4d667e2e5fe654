import { eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { findManagedJob, LISTING_MS, readJobJson } from "./managed-job";

/** Lists a job 30 more days: from its expiry, or from now when it has already expired. */
export async function extendJob(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; id: number; now?: Date },
): Promise<TJobDetail> {
  const now = options.now ?? new Date();
  const job = await findManagedJob(context.db, options);
  const from = Math.max(now.getTime(), new Date(job.expiresAt).getTime());
  await context.db
    .update(jobs)
    .set({ expiresAt: new Date(from + LISTING_MS) })
    .where(eq(jobs.id, job.id));
  return readJobJson(context, job.id, now);
}
