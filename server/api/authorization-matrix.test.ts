// Who may call what: every /api endpoint, and the status each kind of caller gets from it
// ("The authorization matrix"). The statuses are what common/auth/permissions.ts means:
// resumes and saved jobs belong to job seekers, another user's resume is a 404, an administrator
// reads resumes but does not change them, and the public pages' data is public. A new endpoint
// joins the table, or the second test fails.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationNotes,
  applications,
  applicationStatusChanges,
  assistantMessages,
  candidateFavorites,
  companies,
  interviews,
  jobAlerts,
  jobSeekerProfiles,
  jobs,
  mailQueue,
  messages,
  resumes,
  savedJobs,
  users,
} from "../db/schema";
import { appSecret } from "../platform/app-secret/app-secret";
import { signUnsubscribeToken } from "../platform/mail/unsubscribe-token";
import { createAccountToken } from "../services/auth/account-tokens";
import { signPauseToken } from "../services/job-alerts/pause-token";
import { expectErrorContract } from "../test/expect-error";
import {
  createResumeAs,
  insertJob,
  jobPostingInput,
  resumeInput,
  seekerInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  uniqueEmail,
  type TClient,
  type TJobFixture,
} from "../test/factories";
import { ADSENSE_MATRIX, adsenseRequests } from "../test/authorization-matrix-adsense";
import { JOB_IMPORT_MATRIX, jobImportRequests } from "../test/authorization-matrix-job-import";
import { siteRequests } from "../test/authorization-matrix-site";
import { avatarForm, logoForm, pngImage } from "../test/images";
import { createClient, createTestApp } from "../test/test-app";

const CALLERS = ["anonymous", "seekerA", "seekerB", "companyA", "companyB", "admin"] as const;
type TCaller = (typeof CALLERS)[number];

// A is the owner of what a row's request names (seeker A's resume and bookmark, company A's company
// and job); B is another account of the same kind; admin is a job seeker with the administrator role
// (so it keeps resumes and saved jobs of its own). A company keeps no resumes: every resume route
// is a 403 that says why, whatever the id; for a job seeker, reading or changing another's is a 404.
// The company directory is for signed-in users; job pages and logos are public. Seeker A's profile
// is visible: companies and administrators find it (a visitor gets the count alone), company A
// and seeker A have a thread, which only they read and write in; a company's saved candidates
// are its own; job seekers block companies (company B here, which wrote to seeker A before).
// The console's Analytics, SEO and Content calls are an administrator's alone; the landing page's
// content and a published page are public (server/test/authorization-matrix-site.ts).
// Anyone may talk to the assistant (a visitor is limited by address); a conversation with it is its
// owner's alone: another account, an administrator's included, finds none (404).
// prettier-ignore
const MATRIX: Array<[method: string, route: string, statuses: string]> = [
  //                                             anon seekA seekB compA compB admin
  ["GET",    "/api/auth/user",                   "401  200   200   200   200   200"],
  ["POST",   "/api/auth/login",                  "200  200   200   200   200   200"],
  ["POST",   "/api/auth/register",               "201  201   201   201   201   201"],
  ["POST",   "/api/auth/logout",                 "200  200   200   200   200   200"],
  ["POST",   "/api/auth/logout-all",             "401  200   200   200   200   200"],
  ["POST",   "/api/auth/forgot-password",        "202  202   202   202   202   202"],
  ["POST",   "/api/auth/reset-password",         "200  200   200   200   200   200"],
  ["POST",   "/api/auth/verify-email",           "200  200   200   200   200   200"],
  ["POST",   "/api/auth/resend-verification",    "401  202   202   202   202   202"],
  ["GET",    "/api/jobs",                        "200  200   200   200   200   200"],
  ["GET",    "/api/jobs/recommended",            "401  200   200   403   403   200"],
  ["GET",    "/api/jobs/:id",                    "200  200   200   200   200   200"],
  ["POST",   "/api/jobs",                        "401  403   403   201   201   201"],
  ["PUT",    "/api/jobs/:id",                    "401  403   403   200   404   200"],
  ["DELETE", "/api/jobs/:id",                    "401  403   403   200   404   200"],
  ["POST",   "/api/jobs/:id/status",             "401  403   403   200   404   200"],
  ["POST",   "/api/jobs/:id/extend",             "401  403   403   200   404   200"],
  ["POST",   "/api/jobs/:id/duplicate",          "401  403   403   201   404   201"],
  ["GET",    "/api/jobs/:id/match-score",        "401  200   404   403   403   404"],
  ["POST",   "/api/jobs/:id/match-score",        "401  200   200   200   200   200"],
  ["GET",    "/api/company/dashboard",           "401  403   403   200   200   403"],
  ["GET",    "/api/company/jobs",                "401  403   403   200   200   403"],
  ["GET",    "/api/company/jobs/:id/applicants", "401  403   403   200   404   200"],
  ["GET",    "/api/company/jobs/:id/candidates", "401  403   403   200   404   200"],
  ["GET",    "/api/company/analytics",           "401  403   403   200   200   403"],
  ["GET",    "/api/company/profile",             "401  403   403   200   200   403"],
  ["PUT",    "/api/company/profile",             "401  403   403   200   200   403"],
  ["POST",   "/api/company/logo",                "401  403   403   200   200   403"],
  ["DELETE", "/api/company/logo",                "401  403   403   200   200   403"],
  ["GET",    "/api/companies",                   "401  200   200   200   200   200"],
  ["GET",    "/api/companies/:id/logo",          "200  200   200   200   200   200"],
  ["GET",    "/api/companies/:id",               "200  200   200   200   200   200"],
  ["GET",    "/api/location",                    "200  200   200   200   200   200"],
  ["GET",    "/api/saved-jobs",                  "401  200   200   403   403   200"],
  ["POST",   "/api/saved-jobs",                  "401  201   201   403   403   201"],
  ["DELETE", "/api/saved-jobs/:jobId",           "401  200   200   403   403   200"],
  ["POST",   "/api/resumes/generate-summary",    "401  200   200   403   403   200"],
  ["POST",   "/api/resumes/generate-content",    "401  200   200   403   403   200"],
  ["POST",   "/api/resumes/import/json-resume",  "401  200   200   403   403   200"],
  ["GET",    "/api/resumes",                     "401  200   200   403   403   200"],
  ["POST",   "/api/resumes",                     "401  201   201   403   403   201"],
  ["GET",    "/api/resumes/:id",                 "401  200   404   403   403   200"],
  ["PUT",    "/api/resumes/:id",                 "401  200   404   403   403   403"],
  ["DELETE", "/api/resumes/:id",                 "401  200   404   403   403   403"],
  ["POST",   "/api/resumes/:id/duplicate",       "401  201   404   403   403   403"],
  ["GET",    "/api/resumes/:id/download",        "401  200   404   403   403   200"],
  ["GET",    "/api/resumes/:id/json-resume",     "401  200   404   403   403   200"],
  ["GET",    "/api/me",                          "401  200   200   200   200   200"],
  ["PATCH",  "/api/me",                          "401  200   200   200   200   200"],
  ["DELETE", "/api/me",                          "401  400   400   400   400   400"],
  ["PUT",    "/api/language",                    "204  204   204   204   204   204"],
  ["GET",    "/api/me/export",                   "401  200   200   200   200   200"],
  ["POST",   "/api/me/password",                 "401  200   200   200   200   200"],
  ["PUT",    "/api/me/notifications",            "401  200   200   200   200   200"],
  ["GET",    "/api/me/profile",                  "401  200   200   403   403   200"],
  ["PUT",    "/api/me/profile",                  "401  200   200   403   403   200"],
  ["GET",    "/api/me/insights",                 "401  200   200   403   403   200"],
  ["POST",   "/api/me/avatar",                   "401  200   200   200   200   200"],
  ["DELETE", "/api/me/avatar",                   "401  200   200   200   200   200"],
  ["POST",   "/api/unsubscribe",                 "200  200   200   200   200   200"],
  ["POST",   "/api/events/page-view",            "202  202   202   202   202   202"],
  ["POST",   "/api/applications",                "401  201   404   403   403   404"],
  ["GET",    "/api/applications",                "401  200   200   200   200   200"],
  ["GET",    "/api/applications/:id",            "401  200   404   200   404   200"],
  ["PUT",    "/api/applications/:id/status",     "401  403   404   200   404   200"],
  ["POST",   "/api/applications/:id/withdraw",   "401  200   404   403   404   403"],
  ["GET",    "/api/applications/:id/history",    "401  200   404   200   404   200"],
  ["GET",    "/api/applications/:id/resume.pdf", "401  200   404   200   404   200"],
  ["GET",    "/api/applications/:id/notes",      "401  403   404   200   404   200"],
  ["POST",   "/api/applications/:id/notes",      "401  403   404   201   404   201"],
  ["GET",    "/api/applications/:id/interviews", "401  200   404   200   404   200"],
  ["POST",   "/api/applications/:id/interviews", "401  403   404   201   404   201"],
  ["GET",    "/api/dashboard/stats",             "401  200   200   200   200   200"],
  ["GET",    "/api/seekers",                     "200  403   403   200   200   200"],
  ["GET",    "/api/seekers/export.csv",          "401  403   403   200   200   200"],
  ["GET",    "/api/seekers/:id",                 "401  403   403   200   200   200"],
  ["GET",    "/api/seekers/:id/resume",          "401  403   403   200   200   200"],
  ["GET",    "/api/seekers/:id/resume.pdf",      "401  403   403   200   200   200"],
  ["GET",    "/api/favorites",                   "401  403   403   200   200   403"],
  ["POST",   "/api/favorites",                   "401  403   403   201   201   403"],
  ["DELETE", "/api/favorites/:seekerId",         "401  403   403   204   404   403"],
  ["GET",    "/api/messages",                    "401  200   200   200   200   200"],
  ["GET",    "/api/messages/unread-count",       "401  200   200   200   200   200"],
  ["POST",   "/api/messages",                    "401  403   403   201   201   403"],
  ["GET",    "/api/messages/:threadId",          "401  200   404   200   404   404"],
  ["POST",   "/api/messages/:threadId",          "401  201   404   201   404   404"],
  ["POST",   "/api/messages/:threadId/read",     "401  204   404   204   404   404"],
  ["POST",   "/api/messages/block",              "401  204   204   403   403   204"],
  ["DELETE", "/api/messages/block/:companyId",   "401  204   204   403   403   204"],
  ["GET",    "/api/skills-assessment",           "401  200   200   403   403   200"],
  ["POST",   "/api/skills-assessment",           "401  201   201   403   403   201"],
  ["GET",    "/api/job-alerts",                  "401  200   200   403   403   200"],
  ["POST",   "/api/job-alerts",                  "401  201   201   403   403   201"],
  ["PATCH",  "/api/job-alerts/:id",              "401  200   404   403   403   404"],
  ["DELETE", "/api/job-alerts/:id",              "401  204   404   403   403   404"],
  ["POST",   "/api/job-alerts/pause",            "200  200   200   200   200   200"],
  ["POST",   "/api/ai-agent/chat",               "200  200   200   200   200   200"],
  ["GET",    "/api/ai-agent/conversations",      "401  200   200   200   200   200"],
  ["GET",    "/api/ai-agent/conversations/:id",  "401  200   404   404   404   404"],
  ["DELETE", "/api/ai-agent/conversations/:id",  "401  204   404   404   404   404"],
  ["GET",    "/api/admin/stats",                 "401  403   403   403   403   200"],
  ["GET",    "/api/admin/jobs",                  "401  403   403   403   403   200"],
  ["POST",   "/api/admin/jobs",                  "401  403   403   403   403   201"],
  ["PUT",    "/api/admin/jobs/:id",              "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/jobs/:id",              "401  403   403   403   403   200"],
  ["GET",    "/api/admin/applications",          "401  403   403   403   403   200"],
  ["GET",    "/api/admin/users",                 "401  403   403   403   403   200"],
  ["POST",   "/api/admin/users/:id/role",        "401  403   403   403   403   200"],
  ["POST",   "/api/admin/users/:id/verify",      "401  403   403   403   403   200"],
  ["POST",   "/api/admin/users/:id/suspend",     "401  403   403   403   403   200"],
  ["POST",   "/api/admin/users/:id/reinstate",   "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/users/:id",             "401  403   403   403   403   204"],
  ["GET",    "/api/admin/settings",              "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/settings",              "401  403   403   403   403   200"],
  ["POST",   "/api/admin/settings/test-email",   "401  403   403   403   403   200"],
  ["GET",    "/api/admin/outbox",                "401  403   403   403   403   200"],
  ["GET",    "/api/admin/outbox/:id",            "401  403   403   403   403   200"],
  ["POST",   "/api/admin/outbox/:id/retry",      "401  403   403   403   403   200"],
  ["GET",    "/api/admin/audit",                 "401  403   403   403   403   200"],
  ["GET",    "/api/admin/export/jobs.csv",       "401  403   403   403   403   200"],
  ["GET",    "/api/admin/export/users.csv",      "401  403   403   403   403   200"],
  ["GET",    "/api/admin/export/applications.csv", "401  403   403   403   403   200"],
  ["GET",    "/api/admin/backup",                "401  403   403   403   403   200"],
  ["GET",    "/api/admin/analytics",             "401  403   403   403   403   200"],
  ["GET",    "/api/admin/seo",                   "401  403   403   403   403   200"],
  ["POST",   "/api/admin/seo",                   "401  403   403   403   403   201"],
  ["PUT",    "/api/admin/seo/:id",               "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/seo/:id",               "401  403   403   403   403   200"],
  ["GET",    "/api/admin/seo/score",             "401  403   403   403   403   503"],
  ["GET",    "/api/admin/content/testimonials",  "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/testimonials",  "401  403   403   403   403   201"],
  ["POST",   "/api/admin/content/testimonials/import-defaults", "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/content/testimonials/:id", "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/testimonials/:id/move", "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/content/testimonials/:id", "401  403   403   403   403   204"],
  ["GET",    "/api/admin/content/faqs",          "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/faqs",          "401  403   403   403   403   201"],
  ["POST",   "/api/admin/content/faqs/import-defaults", "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/content/faqs/:id",      "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/faqs/:id/move", "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/content/faqs/:id",      "401  403   403   403   403   204"],
  ["GET",    "/api/admin/content/figures",       "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/content/figures/:key",  "401  403   403   403   403   200"],
  ["GET",    "/api/admin/content/pages",         "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/pages",         "401  403   403   403   403   201"],
  ["GET",    "/api/admin/content/pages/:id",     "401  403   403   403   403   200"],
  ["PUT",    "/api/admin/content/pages/:id",     "401  403   403   403   403   200"],
  ["DELETE", "/api/admin/content/pages/:id",     "401  403   403   403   403   200"],
  ["GET",    "/api/admin/content/media",         "401  403   403   403   403   200"],
  ["POST",   "/api/admin/content/media",         "401  403   403   403   403   201"],
  ["DELETE", "/api/admin/content/media/:id",     "401  403   403   403   403   200"],
  ["GET",    "/api/site/landing",                "200  200   200   200   200   200"],
  ["GET",    "/api/site/pages/:slug",            "200  200   200   200   200   200"],
  ...JOB_IMPORT_MATRIX,
  ...ADSENSE_MATRIX,
];

interface TAccount {
  email: string;
  password: string;
  id: number;
}

interface TFixtures {
  accounts: Record<Exclude<TCaller, "anonymous">, TAccount>;
  companyAId: number;
  jobId: number;
  resumeId: number;
  companyBId: number;
  /** Company A's thread with seeker A. */
  threadId: number;
  /** Seeker A's application to company A's job, made by the first row that needs it. */
  applicationId?: number;
}

/**
 * The request a row sends, from fixtures owned by A. A request that changes A's things makes
 * fresh ones first (and says how to see they are untouched when the caller is not A); a request
 * that ends the caller's session is marked so the next row signs in again.
 */
interface TRequest {
  path: string;
  body?: unknown;
  endsSession?: boolean;
  /** Whether A's thing is as it was: checked after every caller but seeker A. */
  isUntouched?: () => Promise<boolean>;
}

let harness: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: TFixtures;
let origin: string;

const RESUME_TITLE = "Seeker A's resume";
const JOB_TITLE = "Company A's job";
const LINK_ACCOUNT_EMAIL = "link-account@example.com";
const ALERT_NAME = "Seeker A's alert";
let alertCount = 0;

/** An account of nobody's session, for the rows whose link in an e-mail changes it; its id. */
async function insertAccount(): Promise<number> {
  const { db } = harness.context;
  await db.delete(users).where(eq(users.email, LINK_ACCOUNT_EMAIL));
  const [row] = await db
    .insert(users)
    .values({ email: LINK_ACCOUNT_EMAIL, passwordHash: "not-a-hash", firstName: "Link" })
    .returning({ id: users.id });
  return row.id;
}

/** A fresh job alert of seeker A's; its id. */
async function alertOfA(): Promise<number> {
  const [row] = await harness.context.db
    .insert(jobAlerts)
    .values({ userId: fixtures.accounts.seekerA.id, name: ALERT_NAME, search: "Nurse" })
    .returning({ id: jobAlerts.id });
  return row.id;
}

let consoleAccounts = 0;

/** A job seeker of nobody's session, for the console's user actions; its id. */
async function freshSeekerId(): Promise<number> {
  consoleAccounts += 1;
  const [row] = await harness.context.db
    .insert(users)
    .values({ email: `console-${consoleAccounts}@example.com`, passwordHash: "not-a-hash", firstName: "Console" })
    .returning({ id: users.id });
  return row.id;
}

/** A message that failed to send, for the console's outbox rows; its id. */
async function failedMailId(): Promise<number> {
  const [row] = await harness.context.db
    .insert(mailQueue)
    .values({
      to: "failed@example.com",
      template: "welcome",
      subject: "Hi",
      html: "<p>Hi</p>",
      text: "Hi",
      status: "failed",
    })
    .returning({ id: mailQueue.id });
  return row.id;
}

/** Whether seeker A's alert is, after the call, as it was made. */
function alertKept(id: number) {
  return async () => {
    const [row] = await harness.context.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    return row?.name === ALERT_NAME && !row.isPaused;
  };
}

function requestFor(method: string, route: string, caller: TCaller): () => Promise<TRequest> {
  const { db } = harness.context;
  const seekerA = () => fixtures.accounts.seekerA;
  const resumeOfA = async () => createResumeAs(await clientFor("seekerA"), { title: RESUME_TITLE });
  const avatarOfA = async () => {
    const [row] = await db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, seekerA().id));
    return row.url;
  };
  // Whether A's photo is, after the call, what it was when the request was made.
  const avatarOfAKept = async () => {
    const before = await avatarOfA();
    return async () => (await avatarOfA()) === before;
  };
  const companyRowOf = async (id: number) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row;
  };
  // Whether company A's profile is, after the call, what it was when the request was made.
  const companyAKept = async () => {
    if (caller === "companyA") return undefined;
    const before = JSON.stringify(await companyRowOf(fixtures.companyAId));
    return async () => JSON.stringify(await companyRowOf(fixtures.companyAId)) === before;
  };
  const resumeUntouched = (id: number) => async () => {
    const [row] = await db.select({ title: resumes.title }).from(resumes).where(eq(resumes.id, id));
    return row?.title === RESUME_TITLE;
  };
  // A fresh job of company A's; whether it is, after the call, as it was when the request was
  // made (A and an administrator may change it).
  const jobOfA = (fixture: TJobFixture = {}) =>
    insertJob(db, { companyId: fixtures.companyAId, company: "Company A", title: JOB_TITLE, ...fixture });
  const readJob = async (id: number) => {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row ? JSON.stringify(row) : null;
  };
  const jobKept = async (id: number) => {
    if (caller === "companyA" || caller === "admin") return undefined;
    const before = await readJob(id);
    return async () => (await readJob(id)) === before;
  };
  // Seeker A's application (with A's resume) to a fresh job of company A's; its id.
  const freshApplicationOfA = async () => {
    const response = await (
      await clientFor("seekerA")
    ).post("/api/applications", {
      jobId: await jobOfA(),
      resumeId: fixtures.resumeId,
    });
    expect(response.status, response.text).toBe(201);
    return response.json.id as number;
  };
  const applicationOfA = async () => (fixtures.applicationId ??= await freshApplicationOfA());
  // Whether the application is still as sent: applied, with its one status change.
  const applicationKept = (id: number) => async () => {
    const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
    const changes = await db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, id));
    return row?.status === "applied" && changes.length === 1;
  };
  const requests: Record<string, () => Promise<TRequest>> = {
    "GET /api/auth/user": async () => ({ path: "/api/auth/user" }),
    "POST /api/auth/login": async () => {
      const account = caller === "anonymous" ? seekerA() : fixtures.accounts[caller];
      return {
        path: "/api/auth/login",
        body: { email: account.email, password: account.password },
        endsSession: true,
      };
    },
    "POST /api/auth/register": async () => ({
      path: "/api/auth/register",
      body: seekerInput({ email: uniqueEmail("matrix") }),
      endsSession: true,
    }),
    "POST /api/auth/logout": async () => ({ path: "/api/auth/logout", endsSession: true }),
    "POST /api/auth/logout-all": async () => ({ path: "/api/auth/logout-all", endsSession: true }),
    "POST /api/auth/forgot-password": async () => ({
      path: "/api/auth/forgot-password",
      body: { email: seekerA().email },
    }),
    // A reset link, sent to an account of its own, works whoever opens it.
    "POST /api/auth/reset-password": async () => {
      const token = await createAccountToken(harness.context, {
        purpose: "password-reset",
        userId: await insertAccount(),
        email: LINK_ACCOUNT_EMAIL,
        validForMs: 60_000,
      });
      return { path: "/api/auth/reset-password", body: { token, password: "matrix-password-2" } };
    },
    // So does a verification link; a new one is for the signed-in owner.
    "POST /api/auth/verify-email": async () => {
      const token = await createAccountToken(harness.context, {
        purpose: "email-verification",
        userId: await insertAccount(),
        email: LINK_ACCOUNT_EMAIL,
        validForMs: 60_000,
      });
      return { path: "/api/auth/verify-email", body: { token } };
    },
    "POST /api/auth/resend-verification": async () => ({ path: "/api/auth/resend-verification" }),
    "GET /api/jobs": async () => ({ path: "/api/jobs" }),
    // Each job seeker's own recommendations and market, from their own resume; companies keep none.
    "GET /api/jobs/recommended": async () => ({ path: "/api/jobs/recommended" }),
    "GET /api/jobs/:id": async () => ({ path: `/api/jobs/${fixtures.jobId}` }),
    // Jobs are posted by company accounts and administrators (who name the company); company A's
    // job is changed only by A or an administrator: each call changes a fresh job of A's.
    "POST /api/jobs": async () => ({ path: "/api/jobs", body: jobPostingInput({ companyName: "Matrix Co" }) }),
    "PUT /api/jobs/:id": async () => {
      const id = await jobOfA();
      return {
        path: `/api/jobs/${id}`,
        body: jobPostingInput({ jobTitle: "Changed" }),
        isUntouched: await jobKept(id),
      };
    },
    "DELETE /api/jobs/:id": async () => {
      const id = await jobOfA({ status: "draft" });
      return { path: `/api/jobs/${id}`, isUntouched: await jobKept(id) };
    },
    "POST /api/jobs/:id/status": async () => {
      const id = await jobOfA();
      return { path: `/api/jobs/${id}/status`, body: { status: "paused" }, isUntouched: await jobKept(id) };
    },
    "POST /api/jobs/:id/extend": async () => {
      const id = await jobOfA();
      return { path: `/api/jobs/${id}/extend`, isUntouched: await jobKept(id) };
    },
    "POST /api/jobs/:id/duplicate": async () => ({ path: `/api/jobs/${fixtures.jobId}/duplicate` }),
    // A match score is computed from the seeker's own resume (another's is a 404, an administrator's
    // too); a list of skills is scored for anyone signed in, and nothing is written.
    "GET /api/jobs/:id/match-score": async () => ({
      path: `/api/jobs/${fixtures.jobId}/match-score?resumeId=${fixtures.resumeId}`,
    }),
    "POST /api/jobs/:id/match-score": async () => ({
      path: `/api/jobs/${fixtures.jobId}/match-score`,
      body: { skills: ["TypeScript", "React"] },
    }),
    "GET /api/company/dashboard": async () => ({ path: "/api/company/dashboard" }),
    "GET /api/company/jobs": async () => ({ path: "/api/company/jobs" }),
    // Company A's job: A and an administrator read its applicants; company B finds no such job.
    "GET /api/company/jobs/:id/applicants": async () => ({ path: `/api/company/jobs/${fixtures.jobId}/applicants` }),
    "GET /api/company/jobs/:id/candidates": async () => ({ path: `/api/company/jobs/${fixtures.jobId}/candidates` }),
    // Each company reads its own analytics; an administrator's account has no company of its own.
    "GET /api/company/analytics": async () => ({ path: "/api/company/analytics" }),
    "GET /api/companies": async () => ({ path: "/api/companies" }),
    "GET /api/companies/:id/logo": async () => ({ path: `/api/companies/${fixtures.companyAId}/logo` }),
    // A company's public page: anyone reads it.
    "GET /api/companies/:id": async () => ({ path: `/api/companies/${fixtures.companyAId}` }),
    // Each company reads and changes its own profile and logo (company B its own, never A's); an
    // administrator's account has no company. The body renames nobody: the caller's own values.
    "GET /api/company/profile": async () => ({ path: "/api/company/profile" }),
    "PUT /api/company/profile": async () => {
      const own = await companyRowOf(caller === "companyB" ? fixtures.companyBId : fixtures.companyAId);
      return {
        path: "/api/company/profile",
        body: { name: own.name, contactName: own.contactName ?? "Alex", description: "Changed by the matrix" },
        isUntouched: await companyAKept(),
      };
    },
    "POST /api/company/logo": async () => ({
      path: "/api/company/logo",
      body: logoForm(await pngImage({ width: 60, height: 20, colour: caller === "companyA" ? "#16a34a" : "#dc2626" })),
      isUntouched: await companyAKept(),
    }),
    "DELETE /api/company/logo": async () => ({ path: "/api/company/logo", isUntouched: await companyAKept() }),
    "GET /api/location": async () => ({ path: "/api/location" }),
    "GET /api/saved-jobs": async () => ({ path: "/api/saved-jobs" }),
    "POST /api/saved-jobs": async () => ({ path: "/api/saved-jobs", body: { jobId: fixtures.jobId } }),
    "DELETE /api/saved-jobs/:jobId": async () => {
      // A bookmark of A's, on a job of its own: only A's own call may remove it.
      const jobId = await insertJob(db, { companyId: fixtures.companyAId });
      await db.insert(savedJobs).values({ userId: seekerA().id, jobId });
      const isUntouched = async () =>
        (
          await db
            .select()
            .from(savedJobs)
            .where(and(eq(savedJobs.userId, seekerA().id), eq(savedJobs.jobId, jobId)))
        ).length === 1;
      return { path: `/api/saved-jobs/${jobId}`, isUntouched };
    },
    "POST /api/resumes/generate-summary": async () => ({
      path: "/api/resumes/generate-summary",
      body: { skills: ["TypeScript"], experience: [{ position: "Engineer", company: "Acme" }] },
    }),
    "POST /api/resumes/generate-content": async () => ({
      path: "/api/resumes/generate-content",
      body: { experience: [{ position: "Engineer", description: "Responsible for managing the Acme shop" }] },
    }),
    "POST /api/resumes/import/json-resume": async () => ({
      path: "/api/resumes/import/json-resume",
      body: { basics: { name: "Jane Doe", email: "jane@example.com" } },
    }),
    "GET /api/resumes": async () => ({ path: "/api/resumes" }),
    "POST /api/resumes": async () => ({ path: "/api/resumes", body: resumeInput() }),
    "GET /api/resumes/:id": async () => ({ path: `/api/resumes/${fixtures.resumeId}` }),
    "PUT /api/resumes/:id": async () => {
      const id = await resumeOfA();
      return {
        path: `/api/resumes/${id}`,
        body: resumeInput({ title: "Changed" }),
        isUntouched: resumeUntouched(id),
      };
    },
    "DELETE /api/resumes/:id": async () => {
      const id = await resumeOfA();
      return { path: `/api/resumes/${id}`, isUntouched: resumeUntouched(id) };
    },
    "POST /api/resumes/:id/duplicate": async () => ({ path: `/api/resumes/${fixtures.resumeId}/duplicate` }),
    "GET /api/resumes/:id/download": async () => ({ path: `/api/resumes/${fixtures.resumeId}/download` }),
    "GET /api/resumes/:id/json-resume": async () => ({ path: `/api/resumes/${fixtures.resumeId}/json-resume` }),
    // The account's own settings: each caller changes only its own (its password to itself).
    "GET /api/me": async () => ({ path: "/api/me" }),
    "PATCH /api/me": async () => ({ path: "/api/me", body: { firstName: "Matrix", lastName: caller } }),
    // Every signed-in kind may delete its own account: each reaches the check of its own password
    // (a wrong one here, so the table's accounts stay); the deletion itself is tested in
    // me/account-data.test.ts.
    "DELETE /api/me": async () => ({
      path: "/api/me",
      body: { password: "not-the-password" },
      isUntouched: async () => (await db.select().from(users).where(eq(users.id, seekerA().id))).length === 1,
    }),
    // Anyone chooses the language they read in; an account keeps it (English here, as the table reads).
    "PUT /api/language": async () => ({ path: "/api/language", body: { language: "en" } }),
    "GET /api/me/export": async () => ({ path: "/api/me/export" }),
    "POST /api/me/password": async () => {
      const account = caller === "anonymous" ? seekerA() : fixtures.accounts[caller];
      return { path: "/api/me/password", body: { currentPassword: account.password, newPassword: account.password } };
    },
    "POST /api/events/page-view": async () => ({ path: "/api/events/page-view", body: { path: "/jobs" } }),
    // An unsubscribe link works for whoever opens it, signed in or not.
    "POST /api/unsubscribe": async () => {
      const token = signUnsubscribeToken(await appSecret(harness.context), {
        userId: await insertAccount(),
        list: "digest",
      });
      return { path: "/api/unsubscribe", body: { token } };
    },
    "PUT /api/me/notifications": async () => ({
      path: "/api/me/notifications",
      body: { emailNotifications: false, jobAlerts: true, weeklyDigest: true, marketingEmails: false },
    }),
    // The job-seeker profile is a job seeker's own (an administrator here is one); companies have none.
    "GET /api/me/profile": async () => ({ path: "/api/me/profile" }),
    "GET /api/me/insights": async () => ({ path: "/api/me/insights" }),
    "PUT /api/me/profile": async () => ({
      path: "/api/me/profile",
      body: { visible: false, headline: caller, country: "DE", city: "Berlin", willingToRelocate: false },
    }),
    // Each caller's photo is its own: A's stays whoever else uploads or removes one.
    "POST /api/me/avatar": async () => ({
      path: "/api/me/avatar",
      body: avatarForm(await pngImage({ width: 40, height: 30, colour: caller === "seekerA" ? "#16a34a" : "#dc2626" })),
      isUntouched: await avatarOfAKept(),
    }),
    "DELETE /api/me/avatar": async () => ({ path: "/api/me/avatar", isUntouched: await avatarOfAKept() }),
    // Seeker A applies with A's resume to a fresh job of company A's: the resume is nobody
    // else's to send, and companies do not apply.
    "POST /api/applications": async () => {
      const jobId = await jobOfA();
      const isUntouched = async () =>
        (await db.select().from(applications).where(eq(applications.jobId, jobId))).length === 0;
      return { path: "/api/applications", body: { jobId, resumeId: fixtures.resumeId }, isUntouched };
    },
    "GET /api/applications": async () => ({ path: "/api/applications" }),
    // Seeker A's application to company A's job: A, company A and an administrator read it.
    "GET /api/applications/:id": async () => ({ path: `/api/applications/${await applicationOfA()}` }),
    "GET /api/applications/:id/history": async () => ({
      path: `/api/applications/${await applicationOfA()}/history`,
    }),
    "GET /api/applications/:id/resume.pdf": async () => ({
      path: `/api/applications/${await applicationOfA()}/resume.pdf`,
    }),
    // Company A and an administrator move a fresh application; the applicant only withdraws it.
    "PUT /api/applications/:id/status": async () => {
      const id = await freshApplicationOfA();
      const isUntouched = caller === "companyA" || caller === "admin" ? undefined : applicationKept(id);
      return { path: `/api/applications/${id}/status`, body: { status: "reviewing" }, isUntouched };
    },
    "POST /api/applications/:id/withdraw": async () => {
      const id = await freshApplicationOfA();
      return { path: `/api/applications/${id}/withdraw`, isUntouched: applicationKept(id) };
    },
    "GET /api/dashboard/stats": async () => ({ path: "/api/dashboard/stats" }),
    // The private notes are the hiring side's: the applicant reads the application, not them.
    "GET /api/applications/:id/notes": async () => ({ path: `/api/applications/${await applicationOfA()}/notes` }),
    "POST /api/applications/:id/notes": async () => {
      const id = await applicationOfA();
      const notesOf = async () =>
        (await db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).length;
      const before = await notesOf();
      const isUntouched =
        caller === "companyA" || caller === "admin" ? undefined : async () => (await notesOf()) === before;
      return { path: `/api/applications/${id}/notes`, body: { body: `A note by ${caller}` }, isUntouched };
    },
    "GET /api/applications/:id/interviews": async () => ({
      path: `/api/applications/${await applicationOfA()}/interviews`,
    }),
    "POST /api/applications/:id/interviews": async () => {
      const id = await applicationOfA();
      const interviewsOf = async () =>
        (await db.select().from(interviews).where(eq(interviews.applicationId, id))).length;
      const before = await interviewsOf();
      const isUntouched =
        caller === "companyA" || caller === "admin" ? undefined : async () => (await interviewsOf()) === before;
      const date = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
      return {
        path: `/api/applications/${id}/interviews`,
        body: {
          date,
          time: "10:00",
          timeZone: "Europe/Berlin",
          durationMinutes: 45,
          location: "https://meet.example/abc",
        },
        isUntouched,
      };
    },
  };
  Object.assign(requests, candidateAndMessageRequests(caller));
  const request = requests[`${method} ${route}`];
  if (!request) throw new Error(`no request for ${method} ${route}: add one to requestFor`);
  return request;
}

/** The candidate directory's, saved candidates' and messages' requests. */
function candidateAndMessageRequests(caller: TCaller): Record<string, () => Promise<TRequest>> {
  const { db } = harness.context;
  const seekerAId = () => fixtures.accounts.seekerA.id;
  // Seeker A's profile visible with A's resume (the profile rows above change it).
  const showA = async () => {
    await db
      .update(jobSeekerProfiles)
      .set({ visible: true, resumeId: fixtures.resumeId })
      .where(eq(jobSeekerProfiles.userId, seekerAId()));
    return seekerAId();
  };
  const favoriteOfA = () =>
    db
      .select()
      .from(candidateFavorites)
      .where(
        and(
          eq(candidateFavorites.companyUserId, fixtures.accounts.companyA.id),
          eq(candidateFavorites.seekerUserId, seekerAId()),
        ),
      );
  const messagesInThread = async () =>
    (await db.select().from(messages).where(eq(messages.threadId, fixtures.threadId))).length;
  const threadUntouched = async () => {
    if (caller === "companyA") return undefined;
    const before = await messagesInThread();
    return async () => (await messagesInThread()) === before;
  };
  return {
    "GET /api/seekers": async () => ({ path: "/api/seekers" }),
    "GET /api/seekers/export.csv": async () => ({ path: "/api/seekers/export.csv" }),
    "GET /api/seekers/:id": async () => ({ path: `/api/seekers/${await showA()}` }),
    "GET /api/seekers/:id/resume": async () => ({ path: `/api/seekers/${await showA()}/resume` }),
    "GET /api/seekers/:id/resume.pdf": async () => ({ path: `/api/seekers/${await showA()}/resume.pdf` }),
    "GET /api/favorites": async () => ({ path: "/api/favorites" }),
    // Each company saves seeker A to its own list (a first save: the list is emptied before).
    "POST /api/favorites": async () => {
      await db.delete(candidateFavorites).where(eq(candidateFavorites.seekerUserId, seekerAId()));
      return { path: "/api/favorites", body: { seekerId: await showA(), note: `Saved by ${caller}` } };
    },
    // Company A's saved seeker A: only A's own call removes it.
    "DELETE /api/favorites/:seekerId": async () => {
      await db
        .insert(candidateFavorites)
        .values({ companyUserId: fixtures.accounts.companyA.id, seekerUserId: seekerAId() })
        .onConflictDoNothing();
      const isUntouched = async () => (await favoriteOfA()).length === 1;
      return { path: `/api/favorites/${seekerAId()}`, isUntouched: caller === "companyA" ? undefined : isUntouched };
    },
    "GET /api/messages": async () => ({ path: "/api/messages" }),
    "GET /api/messages/unread-count": async () => ({ path: "/api/messages/unread-count" }),
    "POST /api/messages": async () => ({
      path: "/api/messages",
      body: { toUserId: await showA(), subject: `From ${caller}`, body: "Hello" },
    }),
    "GET /api/messages/:threadId": async () => ({ path: `/api/messages/${fixtures.threadId}` }),
    "POST /api/messages/:threadId": async () => ({
      path: `/api/messages/${fixtures.threadId}`,
      body: { body: `A reply by ${caller}` },
      isUntouched: await threadUntouched(),
    }),
    "POST /api/messages/:threadId/read": async () => ({ path: `/api/messages/${fixtures.threadId}/read` }),
    "POST /api/messages/block": async () => ({ path: "/api/messages/block", body: { companyId: fixtures.companyBId } }),
    "DELETE /api/messages/block/:companyId": async () => ({ path: `/api/messages/block/${fixtures.companyBId}` }),
    // Each job seeker keeps their own attempts; a company keeps none.
    "GET /api/skills-assessment": async () => ({ path: "/api/skills-assessment" }),
    "POST /api/skills-assessment": async () => ({
      path: "/api/skills-assessment",
      body: { kind: "modal", answers: { javascript: 80, react: 75, nodejs: 70, database: 75, problemSolving: 80 } },
    }),
    // Each job seeker keeps their own job alerts: another's is a 404, a company keeps none; the
    // pause link of a mail works for whoever opens it.
    "GET /api/job-alerts": async () => ({ path: "/api/job-alerts" }),
    "POST /api/job-alerts": async () => ({
      path: "/api/job-alerts",
      body: { search: `Matrix alert ${caller} ${++alertCount}`, workType: "remote" },
    }),
    "PATCH /api/job-alerts/:id": async () => {
      const id = await alertOfA();
      return {
        path: `/api/job-alerts/${id}`,
        body: { name: `Renamed by ${caller}`, isPaused: true },
        isUntouched: alertKept(id),
      };
    },
    "DELETE /api/job-alerts/:id": async () => {
      const id = await alertOfA();
      return { path: `/api/job-alerts/${id}`, isUntouched: alertKept(id) };
    },
    "POST /api/job-alerts/pause": async () => ({
      path: "/api/job-alerts/pause",
      body: { token: signPauseToken(await appSecret(harness.context), { alertId: await alertOfA() }) },
    }),
    ...assistantRequests(caller),
    "GET /api/admin/stats": async () => ({ path: "/api/admin/stats" }),
    "GET /api/admin/jobs": async () => ({ path: "/api/admin/jobs" }),
    "POST /api/admin/jobs": async () => ({
      path: "/api/admin/jobs",
      body: jobPostingInput({ companyName: "Matrix Console Co" }),
    }),
    "PUT /api/admin/jobs/:id": async () => ({
      path: `/api/admin/jobs/${await insertJob(db, { company: "Matrix Console Co" })}`,
      body: jobPostingInput({ companyName: "Matrix Console Co" }),
    }),
    "DELETE /api/admin/jobs/:id": async () => ({
      path: `/api/admin/jobs/${await insertJob(db, { company: "Matrix Console Co" })}`,
    }),
    "GET /api/admin/applications": async () => ({ path: "/api/admin/applications" }),
    "GET /api/admin/users": async () => ({ path: "/api/admin/users" }),
    "POST /api/admin/users/:id/role": async () => ({
      path: `/api/admin/users/${await freshSeekerId()}/role`,
      body: { admin: true },
    }),
    "POST /api/admin/users/:id/verify": async () => ({
      path: `/api/admin/users/${await freshSeekerId()}/verify`,
      body: { verified: true },
    }),
    "POST /api/admin/users/:id/suspend": async () => ({ path: `/api/admin/users/${await freshSeekerId()}/suspend` }),
    "POST /api/admin/users/:id/reinstate": async () => {
      const id = await freshSeekerId();
      await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
      return { path: `/api/admin/users/${id}/reinstate` };
    },
    "DELETE /api/admin/users/:id": async () => ({ path: `/api/admin/users/${await freshSeekerId()}` }),
    "GET /api/admin/settings": async () => ({ path: "/api/admin/settings" }),
    "PUT /api/admin/settings": async () => ({ path: "/api/admin/settings", body: { sessionIdleHours: 24 } }),
    "POST /api/admin/settings/test-email": async () => ({ path: "/api/admin/settings/test-email", body: {} }),
    "GET /api/admin/outbox": async () => ({ path: "/api/admin/outbox" }),
    "GET /api/admin/outbox/:id": async () => ({ path: `/api/admin/outbox/${await failedMailId()}` }),
    "POST /api/admin/outbox/:id/retry": async () => ({ path: `/api/admin/outbox/${await failedMailId()}/retry` }),
    "GET /api/admin/audit": async () => ({ path: "/api/admin/audit" }),
    "GET /api/admin/export/jobs.csv": async () => ({ path: "/api/admin/export/jobs.csv" }),
    "GET /api/admin/export/users.csv": async () => ({ path: "/api/admin/export/users.csv" }),
    "GET /api/admin/export/applications.csv": async () => ({ path: "/api/admin/export/applications.csv" }),
    "GET /api/admin/backup": async () => ({ path: "/api/admin/backup" }),
    ...siteRequests(db, caller),
    ...jobImportRequests(db, caller),
    ...adsenseRequests(db, caller),
  };
}

/** The assistant's requests: the chat, and seeker A's stored conversation. */
function assistantRequests(caller: TCaller): Record<string, () => Promise<TRequest>> {
  const { db } = harness.context;
  // A fresh conversation of seeker A's; whether it is, after the call, still there with its turn.
  const conversationOfA = async () => {
    const response = await (await clientFor("seekerA")).post("/api/ai-agent/chat", { message: "Seeker A asks" });
    expect(response.status, response.text).toBe(200);
    return response.json.conversationId as string;
  };
  const conversationKept = (id: string) => async () =>
    (await db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, id))).length === 2;
  return {
    "POST /api/ai-agent/chat": async () => ({ path: "/api/ai-agent/chat", body: { message: `Hello from ${caller}` } }),
    "GET /api/ai-agent/conversations": async () => ({ path: "/api/ai-agent/conversations" }),
    "GET /api/ai-agent/conversations/:id": async () => ({
      path: `/api/ai-agent/conversations/${await conversationOfA()}`,
    }),
    "DELETE /api/ai-agent/conversations/:id": async () => {
      const id = await conversationOfA();
      return { path: `/api/ai-agent/conversations/${id}`, isUntouched: conversationKept(id) };
    },
  };
}

// One signed-in session per caller, kept between rows; a row that ends it drops it.
const sessions = new Map<TCaller, TClient>();

function newClient(): TClient {
  return createClient(harness.app, { headers: { origin } });
}

async function clientFor(caller: TCaller): Promise<TClient> {
  if (caller === "anonymous") return newClient();
  const kept = sessions.get(caller);
  if (kept) return kept;
  const client = newClient();
  const account = fixtures.accounts[caller];
  const signedIn = await client.post("/api/auth/login", { email: account.email, password: account.password });
  expect(signedIn.status, signedIn.text).toBe(200);
  sessions.set(caller, client);
  return client;
}

async function call(method: string, route: string, caller: TCaller): Promise<{ status: number; untouched: boolean }> {
  const request = await requestFor(method, route, caller)();
  const client = await clientFor(caller);
  if (request.endsSession) sessions.delete(caller);
  const response =
    method === "GET"
      ? await client.get(request.path)
      : method === "DELETE"
        ? await client.delete(request.path, request.body)
        : method === "PUT"
          ? await client.put(request.path, request.body)
          : method === "PATCH"
            ? await client.patch(request.path, request.body)
            : await client.post(request.path, request.body);
  if (response.status >= 400) expectErrorContract(response, response.status);
  const mayChange = caller === "seekerA" || !request.isUntouched;
  return { status: response.status, untouched: mayChange || (await request.isUntouched!()) };
}

beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
  const password = "matrix-password-1";
  const signUp = async (caller: Exclude<TCaller, "anonymous">): Promise<TAccount> => {
    const email = uniqueEmail(caller);
    const client =
      caller === "admin"
        ? await signedInAdmin(harness)
        : caller.startsWith("seeker")
          ? await signedInSeeker(harness, { email, password })
          : await signedInCompany(harness, { email, password }, { name: `Company ${caller.at(-1)}` });
    // signedInAdmin makes its own account; its password is the factory's.
    if (caller === "admin") return { email: client.user.email, password: "correct-horse", id: client.user.id };
    return { email, password, id: client.user.id };
  };
  const accounts = {} as TFixtures["accounts"];
  for (const caller of CALLERS) if (caller !== "anonymous") accounts[caller] = await signUp(caller);
  const [companyA] = await harness.context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, accounts.companyA.id));
  const [companyB] = await harness.context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, accounts.companyB.id));
  fixtures = { accounts, companyAId: companyA.id, companyBId: companyB.id, jobId: 0, resumeId: 0, threadId: 0 };
  fixtures.jobId = await insertJob(harness.context.db, { companyId: companyA.id, company: "Company A" });
  fixtures.resumeId = await createResumeAs(await clientFor("seekerA"), { title: RESUME_TITLE });
  const profile = { visible: true, resumeId: fixtures.resumeId, headline: "Seeker A", willingToRelocate: false };
  const visible = await (await clientFor("seekerA")).put("/api/me/profile", profile);
  expect(visible.status, visible.text).toBe(200);
  const thread = await (
    await clientFor("companyA")
  ).post("/api/messages", { toUserId: accounts.seekerA.id, subject: "Hello", body: "Would you talk to us?" });
  expect(thread.status, thread.text).toBe(201);
  fixtures.threadId = thread.json.threadId as number;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe("the authorization matrix", () => {
  it.each(MATRIX)(
    "%s %s answers each caller as the table says",
    async (method, route, statuses) => {
      const expected = statuses.trim().split(/\s+/).map(Number);
      expect(expected).toHaveLength(CALLERS.length);
      const got: Record<string, number> = {};
      const touched: string[] = [];
      for (const caller of CALLERS) {
        const { status, untouched } = await call(method, route, caller);
        got[caller] = status;
        if (!untouched) touched.push(caller);
      }
      expect(got).toEqual(Object.fromEntries(CALLERS.map((caller, index) => [caller, expected[index]])));
      // Whatever they were answered, nobody but A changed A's things.
      expect(touched).toEqual([]);
    },
    120_000,
  );

  it("lists every /api endpoint the server registers, and nothing else", () => {
    const registered = new Set(
      harness.app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
        .map((route) => `${route.method} ${route.path}`),
    );
    const listed = MATRIX.map(([method, route]) => `${method} ${route}`);
    expect(
      [...registered].filter((endpoint) => !listed.includes(endpoint)),
      "endpoints missing from MATRIX",
    ).toEqual([]);
    expect(
      listed.filter((endpoint) => !registered.has(endpoint)),
      "rows with no such endpoint",
    ).toEqual([]);
    expect(new Set(listed).size, "an endpoint listed twice").toBe(listed.length);
  });
});
