import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { removeCompanyLogoHandler, uploadCompanyLogoHandler } from "./company-logo";
import { getCompanyProfileHandler, updateCompanyProfileHandler } from "./company-profile";
import { getCompanyAnalyticsHandler } from "./get-company-analytics";
import { getCompanyDashboardHandler } from "./get-company-dashboard";
import { listCompanyJobsHandler } from "./list-company-jobs";
import { listJobApplicantsHandler } from "./list-job-applicants";
import { listJobCandidatesHandler } from "./list-job-candidates";

/**
 * The signed-in company's own side: its dashboard, its jobs, each job's applicants and ranked
 * candidates, its analytics, and its profile and logo.
 */
export function createCompanyRouter() {
  return new Hono<THonoEnv>()
    .get("/dashboard", getCompanyDashboardHandler)
    .get("/jobs", listCompanyJobsHandler)
    .get("/jobs/:id/applicants", listJobApplicantsHandler)
    .get("/jobs/:id/candidates", listJobCandidatesHandler)
    .get("/analytics", getCompanyAnalyticsHandler)
    .get("/profile", getCompanyProfileHandler)
    .put("/profile", updateCompanyProfileHandler)
    .post("/logo", uploadCompanyLogoHandler)
    .delete("/logo", removeCompanyLogoHandler);
}
