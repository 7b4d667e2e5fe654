import { Hono } from "hono";
import type { THonoEnv } from "../../context";
import { listCompanyJobsHandler } from "./list-company-jobs";

/** The signed-in company's own side: its jobs (and, later, its dashboard and applicants). */
export function createCompanyRouter() {
  return new Hono<THonoEnv>().get("/jobs", listCompanyJobsHandler);
}
