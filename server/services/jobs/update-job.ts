import { eq } from "drizzle-orm";
import { isAdmin, type TActor } from "@common/auth/permissions";
import type { TJobPosting } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { findManagedJob, postingColumns, readJobJson } from "./managed-job";

/**
 * Replaces a job's posted fields; its status, dates and company stay. Only an administrator
 * renames the company a job shows.
 */
export async function updateJob(
  context: Pick<TAppContext, "db">,
  options: { user: TActor; id: number; posting: TJobPosting; now?: Date },
): Promise<TJobDetail> {
  const job = await findManagedJob(context.db, options);
  const renamed = isAdmin(options.user) && options.posting.companyName ? { company: options.posting.companyName } : {};
  await context.db
    .update(jobs)
    .set({ ...postingColumns(options.posting), ...renamed })
    .where(eq(jobs.id, job.id));
  return readJobJson(context, job.id, options.now ?? new Date());
}
