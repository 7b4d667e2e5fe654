// Each guarded page's loader decides through the page guards and answers the access page its
// spec gives it: the status, and the page's own words.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { createI18n, createTranslator } from "@common/i18n";
import * as adminRoute from "./admin";
import * as companiesRoute from "./companies";
import * as dashboardRoute from "./dashboard";
import * as postJobRoute from "./post-job";
import * as seekersRoute from "./seekers";
import * as settingsRoute from "./settings";

// /settings reads the account's settings once the guard lets the user in; this test's context has
// no database, so that read answers the account as it would be.
vi.mock("~/features/settings/account-settings.server", () => ({
  loadAccountSettings: async () => ({
    firstName: "Ada",
    lastName: "Lovelace",
    location: null,
    country: null,
    city: null,
    notifications: { emailNotifications: true, jobAlerts: true, weeklyDigest: false, marketingEmails: false },
  }),
}));

// A job seeker's /settings also reads the job-seeker profile; without a database, it has none yet.
vi.mock("~/features/settings/job-seeker-profile.server", () => ({ loadJobSeekerProfile: async () => null }));
// A company's /settings also reads its company profile; without a database, it has none yet.
vi.mock("~/features/settings/company-profile.server", () => ({ loadCompanyProfile: async () => null }));

// A company's /dashboard reads its tiles and jobs; without a database, it has none yet.
vi.mock("../../server/services/company/get-company-dashboard", () => ({
  getCompanyDashboard: async () => ({
    stats: { activeJobs: 0, applicants: 0, interviews: 0, hires: 0 },
    jobs: [],
    recentApplicants: [],
    upcomingInterviews: [],
  }),
}));

// /post-job reads what its form starts from once the guard lets a poster in.
vi.mock("~/features/post-job/post-job.server", () => ({
  loadPostingDefaults: async () => ({
    companyName: null,
    contactEmail: "ada@example.com",
    country: "Germany",
    city: "Berlin",
  }),
}));

// /admin reads what its job dialog starts from once the guard lets an administrator in.
vi.mock("~/features/admin/admin.server", () => ({
  loadJobDialog: async () => ({
    jobStart: { companyEmail: "ada@example.com", country: "Germany", city: "Berlin" },
    editing: null,
  }),
}));

// /seekers runs the candidate search; without a database, it finds nobody.
vi.mock("~/features/seekers/load-seekers.server", () => ({
  loadSeekers: async () => ({
    query: {},
    audience: "visitor",
    result: { total: 0 },
    jobs: [],
    canSave: false,
    canMessage: false,
  }),
}));

function user(userType: TPublicUser["userType"], role: TPublicUser["role"] = "user"): TPublicUser {
  return {
    id: 7,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    profileImageUrl: null,
    userType,
    role,
    isVerified: false,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

const USERS = {
  visitor: null,
  seeker: user("jobseeker"),
  company: user("company"),
  adminSeeker: user("jobseeker", "admin"),
  adminCompany: user("company", "admin"),
};
type TWho = keyof typeof USERS;

// The refusals never reach the database: a context without one proves it.
function context(who: TWho): AppLoadContext {
  return {
    app: {} as AppLoadContext["app"],
    requestId: "test",
    nonce: "",
    clientIp: "203.0.113.1",
    currentUser: USERS[who],
    language: "en",
    t: createTranslator("en"),
  };
}

type TRoute = { loader: (args: never) => unknown; default: ComponentType<never> };

/** The loader's answer as the browser gets it: status and data (a `data()` answer or a plain one). */
async function load(route: TRoute, who: TWho) {
  const args = { context: context(who), request: new Request("http://localhost:3000/"), params: {} };
  const result = await route.loader(args as never);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: (result.init as ResponseInit).status ?? 200, data: result.data };
  }
  return { status: 200, data: result };
}

const i18n = createI18n("en");

/** The text of the page a refused visitor sees. */
async function refusedPageText(route: TRoute, who: TWho) {
  const { data } = await load(route, who);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        {createElement(route.default as ComponentType<{ loaderData: unknown }>, { loaderData: data })}
      </MemoryRouter>
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

async function statuses(route: TRoute) {
  const entries = await Promise.all(
    (Object.keys(USERS) as TWho[]).map(async (who) => [who, (await load(route, who)).status] as const),
  );
  return Object.fromEntries(entries);
}

describe("/companies (signed-in users)", () => {
  it("answers a visitor 401 with Sign In Required", async () => {
    expect(await load(companiesRoute, "visitor")).toEqual({ status: 401, data: { access: "signed-out" } });
    expect(await refusedPageText(companiesRoute, "visitor")).toContain("Sign In Required");
  });
});

describe("/admin (administrator access gates)", () => {
  it("lets administrators of either kind in, and nobody else", async () => {
    expect(await statuses(adminRoute)).toEqual({
      visitor: 401,
      seeker: 403,
      company: 403,
      adminSeeker: 200,
      adminCompany: 200,
    });
  });

  it("asks a visitor to sign in and tells a signed-in non-admin why not", async () => {
    const signedOut = await refusedPageText(adminRoute, "visitor");
    expect(signedOut).toContain("Admin Login Required");
    expect(signedOut).toContain("Go to Login");
    const denied = await refusedPageText(adminRoute, "company");
    expect(denied).toContain("Access Denied");
    expect(denied).toContain("You need admin privileges to access this page.");
    expect(denied).toContain("Go to Dashboard");
  });
});

describe("/dashboard (signed-in)", () => {
  it("sends a visitor to /login", async () => {
    const thrown = await load(dashboardRoute, "visitor").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/login");
  });

  it("opens for a company without saved jobs (companies cannot save jobs)", async () => {
    expect(await load(dashboardRoute, "company")).toEqual({
      status: 200,
      data: {
        savedJobs: undefined,
        resumes: undefined,
        isFirstVisit: false,
        company: {
          failed: false,
          stats: { activeJobs: 0, applicants: 0, interviews: 0, hires: 0 },
          jobs: [],
          recentApplicants: [],
          upcomingInterviews: [],
        },
      },
    });
  });
});

describe("/settings (account settings)", () => {
  it("opens for every signed-in user and shows a visitor Access Denied with a Sign In button", async () => {
    expect(await statuses(settingsRoute)).toEqual({
      visitor: 401,
      seeker: 200,
      company: 200,
      adminSeeker: 200,
      adminCompany: 200,
    });
    const text = await refusedPageText(settingsRoute, "visitor");
    expect(text).toContain("Access Denied");
    expect(text).toContain("Sign In");
  });
});

describe("/post-job (requires authentication)", () => {
  it("offers a visitor a free account or signing in", async () => {
    expect(await statuses(postJobRoute)).toEqual({
      visitor: 401,
      seeker: 403,
      company: 200,
      adminSeeker: 200,
      adminCompany: 200,
    });
    const text = await refusedPageText(postJobRoute, "visitor");
    expect(text).toContain("Create Free Account");
    expect(text).toContain("Sign In");
  });

  it("tells a job seeker that a company account needs its own work e-mail", async () => {
    const text = await refusedPageText(postJobRoute, "seeker");
    expect(text).toContain("Company Account Required");
    expect(text).toContain("its own work e-mail");
    expect(text).toContain("Create Company Account");
  });
});

describe("/seekers (find job seekers: companies, administrators and visitors)", () => {
  it("shows a signed-in job seeker Company Access Required with Register as Company", async () => {
    expect(await statuses(seekersRoute)).toEqual({
      visitor: 200,
      seeker: 403,
      company: 200,
      adminSeeker: 200,
      adminCompany: 200,
    });
    const text = await refusedPageText(seekersRoute, "seeker");
    expect(text).toContain("Company Access Required");
    expect(text).toContain("Register as Company");
  });
});
