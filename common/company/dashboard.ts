import type { TApplicationStatus } from "../applications/pipeline";
import type { TInterview } from "../applications/schemas";
import type { TCompanyJob } from "../jobs/posting";

/** The company dashboard's four tiles, from the company's own jobs and applications. */
export interface TCompanyDashboardStats {
  /** Jobs listed now: active and not expired. */
  activeJobs: number;
  /** Every application the company's jobs received, withdrawn ones included (as the jobs count them). */
  applicants: number;
  /** Applications now at the interview stage. */
  interviews: number;
  hires: number;
}

/** One of the latest applications to the company's jobs (the Overview tab). */
export interface TRecentApplicant {
  id: number;
  jobId: number;
  jobTitle: string;
  /** Null once the applicant deleted their account. */
  applicantName: string | null;
  status: TApplicationStatus;
  appliedAt: string;
}

/** An interview still to come, with whom and for which job (the Overview tab). */
export interface TUpcomingInterview extends TInterview {
  jobId: number;
  jobTitle: string;
  applicantName: string | null;
}

/** How many recent applicants and upcoming interviews the Overview tab lists. */
export const OVERVIEW_ITEMS = 5;

/** What the company dashboard loads: the tiles and the jobs, or `failed` when they could not be read. */
export type TCompanyDashboard =
  | {
      failed: false;
      stats: TCompanyDashboardStats;
      jobs: TCompanyJob[];
      recentApplicants: TRecentApplicant[];
      upcomingInterviews: TUpcomingInterview[];
    }
  | { failed: true };
