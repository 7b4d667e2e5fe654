import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { getCompanyAnalyticsHandler } from "./get-company-analytics";
import { getCompanyDashboardHandler } from "./get-company-dashboard";
import { listCompanyJobsHandler } from "./list-company-jobs";
import { listJobApplicantsHandler } from "./list-job-applicants";
import { listJobCandidatesHandler } from "./list-job-candidates";

/** The signed-in company's own side: its dashboard, its jobs, each job's applicants and ranked candidates, and its analytics. */
export function createCompanyRouter() {
  return new Hono<THonoEnv>()
    .get("/dashboard", getCompanyDashboardHandler)
    .get("/jobs", listCompanyJobsHandler)
    .get("/jobs/:id/applicants", listJobApplicantsHandler)
    .get("/jobs/:id/candidates", listJobCandidatesHandler)
    .get("/analytics", getCompanyAnalyticsHandler);
}
