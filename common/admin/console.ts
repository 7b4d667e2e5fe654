import { z } from "zod";
import { APPLICATION_STATUSES, type TApplicationStatus } from "../applications/pipeline";
import { JOB_STATUSES, type TJobStatus } from "../jobs/schemas";
import { optionalEnum, optionalQueryText } from "../validation/query";
import { adminPageQuery } from "./paging";

// The administrator console's Overview, Jobs and Applications tabs: GET /api/admin/stats,
// GET/POST /api/admin/jobs, PUT/DELETE /api/admin/jobs/{id} (the body is the one job posting
// schema, common/jobs/posting.ts, with the company named), GET /api/admin/applications.

/** GET /api/admin/stats: the totals, what this week added, and what needs attention. */
export interface TAdminStats {
  totalJobs: number;
  newJobsThisWeek: number;
  totalUsers: number;
  newUsersThisWeek: number;
  totalApplications: number;
  newApplicationsThisWeek: number;
  /** Hires / applications, as a percentage with one decimal (0 with no application). */
  successRate: number;
  hiresThisWeek: number;
  /** Listed jobs whose listing ends in the next 7 days, soonest first (at most 10). */
  expiringJobs: Array<{ id: number; title: string; company: string; expiresAt: string }>;
  expiringJobsCount: number;
  /** Mail that gave up sending in the last 30 days. */
  failedMailCount: number;
}

/** GET /api/admin/jobs: every job, newest first; `status` as shown (expired derived from the date). */
export const ZAdminJobsQuerySchema = z.object({
  /** Part of the title, the company or the location. */
  q: optionalQueryText(200),
  status: optionalEnum(JOB_STATUSES),
  ...adminPageQuery,
});
export type TAdminJobsQuery = z.output<typeof ZAdminJobsQuerySchema>;

export interface TAdminJob {
  id: number;
  title: string;
  company: string;
  location: string;
  /** The country's name, and its ISO code as `countryCode`. */
  country: string | null;
  countryCode: string | null;
  status: TJobStatus;
  applicationCount: number;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/admin/applications: every application, newest first. */
export const ZAdminApplicationsQuerySchema = z.object({
  status: optionalEnum(APPLICATION_STATUSES),
  ...adminPageQuery,
});
export type TAdminApplicationsQuery = z.output<typeof ZAdminApplicationsQuerySchema>;

export interface TAdminApplication {
  id: number;
  applicantName: string;
  applicantEmail: string | null;
  /** The job as it was sent; jobId is null once the job is deleted. */
  jobId: number | null;
  jobTitle: string;
  company: string;
  status: TApplicationStatus;
  appliedAt: string;
}
