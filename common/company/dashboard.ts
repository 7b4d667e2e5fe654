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

/** What the company dashboard loads: the tiles and the jobs, or `failed` when they could not be read. */
export type TCompanyDashboard =
  { failed: false; stats: TCompanyDashboardStats; jobs: TCompanyJob[] } | { failed: true };
