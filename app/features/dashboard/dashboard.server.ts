import type { AppLoadContext } from "react-router";
import { isCompany, permissions } from "@common/auth/permissions";
import type { TCompanyDashboard } from "@common/company/dashboard";
import type { TRecommendations } from "@common/matching/insights";
import type { TResumeSummary } from "@common/resumes/schema";
import { getDashboardStats } from "../../../server/services/applications/get-dashboard-stats";
import { listApplications } from "../../../server/services/applications/list-applications";
import { getCompanyDashboard } from "../../../server/services/company/get-company-dashboard";
import { recommendJobs } from "../../../server/services/matching/recommend-jobs";
import { listResumes } from "../../../server/services/resumes/list-resumes";
import { isSignUpSession } from "../../../server/services/auth/session";
import type { TMyApplications } from "./my-applications";
import { loadSavedJobs } from "./saved-jobs.server";

/** How many applications "Recent Applications" lists (docs/product.md#dashboard). */
export const RECENT_APPLICATIONS = 5;

/**
 * A first visit: the session this request belongs to is the one registration opened, so the
 * person has not signed in since creating the account ("Welcome", not "Welcome back").
 */
export async function isFirstVisit(context: AppLoadContext): Promise<boolean> {
  const user = context.currentUser;
  if (!user || !context.sessionTokenHash) return false;
  return isSignUpSession(context.app, { tokenHash: context.sessionTokenHash, userCreatedAt: user.createdAt });
}

/** The job seeker's resumes for "My Resumes", the most recently changed first. */
export async function loadMyResumes(context: AppLoadContext): Promise<TResumeSummary[] | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.keepResumes(user)) return undefined;
  return listResumes(context.app, { user });
}

/**
 * The job seeker's applications: the four tiles and the latest five. A failure is shown on the
 * dashboard ("Failed to load dashboard data") instead of failing the whole page.
 */
export async function loadMyApplications(context: AppLoadContext): Promise<TMyApplications | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.applyToJobs(user)) return undefined;
  try {
    const [stats, all] = await Promise.all([
      getDashboardStats(context.app, { user }),
      listApplications(context.app, { user }),
    ]);
    return { failed: false, stats, recent: all.slice(0, RECENT_APPLICATIONS), total: all.length };
  } catch (error) {
    context.app.logger.error({ err: error }, "the dashboard's applications could not be loaded");
    return { failed: true };
  }
}

/**
 * A company's tiles and jobs (docs/product.md#dashboard). A failure is shown on the dashboard
 * ("Failed to load dashboard data") instead of failing the whole page.
 */
export async function loadCompanyDashboard(context: AppLoadContext): Promise<TCompanyDashboard | undefined> {
  const user = context.currentUser;
  if (!user || !isCompany(user)) return undefined;
  try {
    return { failed: false, ...(await getCompanyDashboard(context.app, { user })) };
  } catch (error) {
    context.app.logger.error({ err: error }, "the company dashboard could not be loaded");
    return { failed: true };
  }
}

/**
 * The job seeker's "Recommended for you", rendered with the page. A failure is shown in the
 * section (with Try again) instead of failing the whole page.
 */
export async function loadRecommendations(
  context: AppLoadContext,
): Promise<TRecommendations | { failed: true } | undefined> {
  const user = context.currentUser;
  if (!user || !permissions.matchJobs(user)) return undefined;
  try {
    return await recommendJobs(context.app, { user });
  } catch (error) {
    context.app.logger.error({ err: error }, "the dashboard's recommendations could not be loaded");
    return { failed: true };
  }
}

/** Everything the signed-in home shows: /dashboard, and / when signed in, load the same. */
export async function loadDashboard(context: AppLoadContext) {
  const [resumes, firstVisit, savedJobs, applications, company, recommendations] = await Promise.all([
    loadMyResumes(context),
    isFirstVisit(context),
    loadSavedJobs(context),
    loadMyApplications(context),
    loadCompanyDashboard(context),
    loadRecommendations(context),
  ]);
  return { resumes, isFirstVisit: firstVisit, savedJobs, applications, company, recommendations };
}
