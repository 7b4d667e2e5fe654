// POST /api/applications ("Applying"): a job seeker sends one of their saved resumes
// to a listed job, once. The application keeps frozen copies of the resume and of the job, so
// later edits or deletions never change what the company received; the PDF is rendered later,
// on first request, so applying never waits on the PDF queue.
import { and, eq, sql } from "drizzle-orm";
import type { TApplication, TApplicationJobSnapshot } from "@common/applications/schemas";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";
import { isJobListed } from "@common/jobs/listed";
import type { TAppContext } from "../../context";
import { applications, applicationStatusChanges, companies, jobs, resumes, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { assertPermitted } from "../../lib/guards";
import { recordEvent } from "../../platform/events/events";
import { queueMail } from "../../platform/mail/mail-queue";
import "../job-import/catalogue";
import { toApplicationJson } from "./application-access";

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}

const alreadyApplied = () => new AppError("CONFLICT", "applications.errors.alreadyApplied");

type TJobForApplying = typeof jobs.$inferSelect;

/** The snapshot as stored; the country's code is added when it is answered. */
function toJobSnapshot(job: TJobForApplying): Omit<TApplicationJobSnapshot, "countryCode"> {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    companyId: job.companyId,
    location: job.location,
    country: job.country,
    city: job.city,
    workType: job.workType,
    employmentType: job.employmentType,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.currency,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    expiresAt: job.expiresAt.toISOString(),
  };
}

export async function applyToJob(
  context: TAppContext,
  options: {
    user: Pick<TPublicUser, "id" | "userType" | "firstName" | "lastName" | "email">;
    jobId: number;
    resumeId: number;
    now?: Date;
  },
): Promise<TApplication> {
  const { user, jobId, resumeId } = options;
  assertPermitted(permissions.applyToJobs(user), "applications.errors.seekersOnly");
  const now = options.now ?? new Date();

  const { application, job, companyOwnerId } = await context.db
    .transaction(async (tx) => {
      // The job's row is locked until the application is in, so a job closed meanwhile is seen.
      const [found] = await tx
        .select({ job: jobs, companyOwnerId: companies.userId })
        .from(jobs)
        .leftJoin(companies, eq(companies.id, jobs.companyId))
        .where(eq(jobs.id, jobId))
        .limit(1)
        .for("update", { of: jobs });
      if (!found || found.job.status === "draft") {
        throw new AppError("NOT_FOUND", "applications.errors.jobNotFound", {
          jobId: "applications.errors.jobNotFound",
        });
      }
      // An imported job is applied to on the company's site, through its link.
      if (found.job.applyUrl !== null) {
        throw new AppError("CONFLICT", "jobImportApi.errors.applyOnCompanySite", {
          jobId: "jobImportApi.errors.applyOnCompanySite",
        });
      }
      if (!isJobListed(found.job, now)) {
        throw new AppError("CONFLICT", "applications.errors.jobClosed", { jobId: "applications.errors.jobClosed" });
      }
      const [resume] = await tx
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), eq(resumes.userId, user.id)))
        .limit(1);
      if (!resume) {
        throw new AppError("NOT_FOUND", "applications.errors.resumeNotFound", {
          resumeId: "applications.errors.resumeNotFound",
        });
      }
      const [existing] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.userId, user.id), eq(applications.jobId, jobId)))
        .limit(1);
      if (existing) throw alreadyApplied();

      const [inserted] = await tx
        .insert(applications)
        .values({
          userId: user.id,
          jobId,
          status: "applied",
          applicantName: `${user.firstName} ${user.lastName}`.trim(),
          applicantEmail: user.email,
          resumeId: resume.id,
          resumeTitle: resume.title,
          resumeTemplate: resume.template,
          resumeContent: resume.content,
          jobSnapshot: toJobSnapshot(found.job) as unknown as Record<string, unknown>,
        })
        .returning();
      await tx.insert(applicationStatusChanges).values({
        applicationId: inserted.id,
        fromStatus: null,
        toStatus: "applied",
        actorRole: "applicant",
      });
      await tx
        .update(jobs)
        .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
        .where(eq(jobs.id, jobId));
      return { application: inserted, job: found.job, companyOwnerId: found.companyOwnerId };
    })
    .catch((error: unknown) => {
      // Two submits at once: the unique (user, job) index refuses the second.
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    });

  await notifyCompany(context, { job, companyOwnerId, applicantName: application.applicantName ?? "" });
  await recordEvent(context, { name: "application.submitted", userId: user.id, jobId });
  return toApplicationJson(application);
}

/**
 * "new-applicant" to the job's contact e-mail, else the company account's, as the company
 * account (so its notification switch decides). A job without a company account (an imported
 * one) has no one to tell. The application is in; a mail that cannot be queued is logged.
 */
async function notifyCompany(
  context: TAppContext,
  options: { job: TJobForApplying; companyOwnerId: number | null; applicantName: string },
): Promise<void> {
  const { job, companyOwnerId } = options;
  if (companyOwnerId === null) return;
  try {
    const [owner] = await context.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, companyOwnerId))
      .limit(1);
    if (!owner) return;
    await queueMail(context, {
      to: job.contactEmail ?? owner.email,
      userId: companyOwnerId,
      template: "new-applicant",
      data: {
        firstName: owner.firstName,
        jobTitle: job.title,
        applicantName: options.applicantName,
        link: `${context.env.PUBLIC_URL}/dashboard`,
      },
    });
  } catch (error) {
    context.logger.warn({ err: error, jobId: job.id }, "the new-applicant mail could not be queued");
  }
}
