import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { listCompanyJobsHandler } from "./list-company-jobs";
import { listJobApplicantsHandler } from "./list-job-applicants";

/** The signed-in company's own side: its jobs and each job's applicants. */
export function createCompanyRouter() {
  return new Hono<THonoEnv>()
    .get("/jobs", listCompanyJobsHandler)
    .get("/jobs/:id/applicants", listJobApplicantsHandler);
}
