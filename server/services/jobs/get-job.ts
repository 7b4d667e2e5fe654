import { eq } from "drizzle-orm";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { companies, jobs } from "../../db/schema";
import { isDatabaseId } from "@common/validation/ids";
import { AppError } from "../../lib/app-error";
import { jobDetailColumns, toJobDetailJson } from "./to-job-json";

/**
 * One job with its company's public profile. Closed, paused and expired jobs stay readable
 * (the page remains, applying does not); drafts are not public yet, so they are NOT_FOUND.
 */
export async function getJob(
  context: Pick<TAppContext, "db">,
  options: { id: number; now?: Date },
): Promise<TJobDetail> {
  const { id } = options;
  if (!isDatabaseId(id)) throw new AppError("NOT_FOUND", "errors.notFound");
  const [row] = await context.db
    .select({
      job: jobDetailColumns,
      company: {
        name: companies.name,
        description: companies.description,
        website: companies.website,
        industry: companies.industry,
        size: companies.size,
        country: companies.country,
        city: companies.city,
        logoUrl: companies.logoUrl,
      },
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row || row.job.status === "draft") throw new AppError("NOT_FOUND", "errors.notFound");
  return toJobDetailJson(row.job, row.company, options.now ?? new Date());
}
