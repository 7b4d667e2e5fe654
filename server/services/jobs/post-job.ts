import type { TActor } from "@common/auth/permissions";
import type { TJobPosting } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TAppContext } from "../../context";
import { jobs } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { recordEvent } from "../../platform/events/events";
import { assertMayPost, findOwnCompany, LISTING_MS, postingColumns, readJobJson } from "./managed-job";

/**
 * Posts a job, live at once for 30 days. A company posts as its own company profile (a
 * companyName in the body is ignored); an administrator names the company.
 */
export async function postJob(
  context: Pick<TAppContext, "db" | "logger">,
  options: { user: TActor; posting: TJobPosting; now?: Date },
): Promise<TJobDetail> {
  const { user, posting } = options;
  assertMayPost(user);
  const now = options.now ?? new Date();
  const company = await findOwnCompany(context.db, user);
  const companyName = company?.name ?? posting.companyName;
  if (!companyName) {
    throw new AppError("BAD_REQUEST", "errors.invalidInput", { companyName: "postJob.validation.companyNameRequired" });
  }
  const [row] = await context.db
    .insert(jobs)
    .values({
      ...postingColumns(posting),
      companyId: company?.id ?? null,
      company: companyName,
      status: "active",
      createdAt: now,
      expiresAt: new Date(now.getTime() + LISTING_MS),
    })
    .returning({ id: jobs.id });
  await recordEvent(context, { name: "job.posted", userId: user.id, jobId: row.id });
  return readJobJson(context, row.id, now);
}
