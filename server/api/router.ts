import { Hono } from "hono";
import type { THonoEnv } from "../context";
import { createApplicationsRouter } from "./applications/router";
import { createAuthRouter } from "./auth/router";
import { createCompanyRouter } from "./company/router";
import { createCompaniesRouter } from "./companies/router";
import { createDashboardRouter } from "./dashboard/router";
import { createEventsRouter } from "./events/router";
import { createFavoritesRouter } from "./favorites/router";
import { createJobsRouter } from "./jobs/router";
import { createLocationRouter } from "./location/router";
import { createMeRouter } from "./me/router";
import { createMessagesRouter } from "./messages/router";
import { createResumesRouter } from "./resumes/router";
import { createSavedJobsRouter } from "./saved-jobs/router";
import { createSeekersRouter } from "./seekers/router";
import { createSkillsAssessmentRouter } from "./skills-assessment/router";
import { createUnsubscribeRouter } from "./unsubscribe/router";

export function createApiRouter() {
  const api = new Hono<THonoEnv>();
  api.route("/auth", createAuthRouter());
  api.route("/jobs", createJobsRouter());
  api.route("/saved-jobs", createSavedJobsRouter());
  api.route("/companies", createCompaniesRouter());
  api.route("/company", createCompanyRouter());
  api.route("/location", createLocationRouter());
  api.route("/resumes", createResumesRouter());
  api.route("/me", createMeRouter());
  api.route("/unsubscribe", createUnsubscribeRouter());
  api.route("/events", createEventsRouter());
  api.route("/applications", createApplicationsRouter());
  api.route("/dashboard", createDashboardRouter());
  api.route("/seekers", createSeekersRouter());
  api.route("/favorites", createFavoritesRouter());
  api.route("/messages", createMessagesRouter());
  api.route("/skills-assessment", createSkillsAssessmentRouter());
  return api;
}
