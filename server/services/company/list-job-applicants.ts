import { asc, eq } from "drizzle-orm";
import type { TActor } from "@common/auth/permissions";
import type { TApplicantSort, TJobApplicant } from "@common/company/applicants";
import type { TAppContext } from "../../context";
import { applications, jobSeekerProfiles } from "../../db/schema";
import { prepareJob, prepareResume, scoreMatch } from "../../matching";
import { findManagedJob } from "../jobs/managed-job";
import { jobMatchInput, resumeMatchInput } from "../matching/match-inputs";

/**
 * The applications to one job for its pipeline board, each with its match score, oldest first,
 * newest first, or best match first (`sort`): the job's company or an administrator reads them; a
 * job seeker is refused (403) and another company's job is a 404. The match is the resume AS SENT
 * (applications.resume_content, frozen when they applied) against the job, never the applicant's
 * live resume.
 */
export async function listJobApplicants(
  context: Pick<TAppContext, "db" | "matching">,
  options: { user: TActor; jobId: number; sort?: TApplicantSort; now?: Date },
): Promise<TJobApplicant[]> {
  const job = await findManagedJob(context.db, { user: options.user, id: options.jobId });
  const sort = options.sort ?? "applied";
  const rows = await context.db
    .select({
      id: applications.id,
      status: applications.status,
      applicantName: applications.applicantName,
      applicantEmail: applications.applicantEmail,
      applicantUserId: applications.userId,
      resumeTitle: applications.resumeTitle,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.jobId, job.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const resumes = await context.db
    .select({
      id: applications.id,
      content: applications.resumeContent,
      country: jobSeekerProfiles.country,
      city: jobSeekerProfiles.city,
      willingToRelocate: jobSeekerProfiles.willingToRelocate,
    })
    .from(applications)
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.userId))
    .where(eq(applications.jobId, job.id));
  const prepared = prepareJob(jobMatchInput(job));
  const corpus = await context.matching.corpus();
  const today = options.now ?? new Date();
  const scores = new Map<number, number>();
  for (const row of resumes) {
    // The applicant's place today (their profile), or the resume's own location line.
    const place =
      row.willingToRelocate === null
        ? null
        : { country: row.country, city: row.city, willingToRelocate: row.willingToRelocate };
    scores.set(row.id, scoreMatch(prepareResume(resumeMatchInput(row.content, place, today)), prepared, corpus).score);
  }
  const applicants: TJobApplicant[] = rows.map(({ createdAt, updatedAt, ...row }) => ({
    ...row,
    appliedAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    matchScore: scores.get(row.id) ?? 0,
  }));
  if (sort === "newest") return applicants.reverse();
  // Oldest first among equal scores: the sort is stable.
  return sort === "match" ? applicants.sort((a, b) => b.matchScore - a.matchScore) : applicants;
}
