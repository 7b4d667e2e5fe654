import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { applications, sessions, users } from "../../../server/db/schema";
import { hashSessionToken } from "../../../server/services/auth/session";
import {
  createResumeAs,
  DAY_MS,
  insertJobs,
  signedInCompany,
  signedInSeeker,
  type TTestApp,
} from "../../../server/test/factories";
import { createClient, createTestApp } from "../../../server/test/test-app";
import {
  isFirstVisit,
  loadCompanyDashboard,
  loadMyApplications,
  loadMyResumes,
  RECENT_APPLICATIONS,
} from "./dashboard.server";
import { createTranslator } from "@common/i18n";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

/** The dashboard loader's context for a request made with this client's session cookie. */
async function asLoader(client: ReturnType<typeof createClient>) {
  const token = [...client.cookies.values()][0];
  const me = await client.get("/api/auth/user");
  return {
    app: harness.context,
    currentUser: me.json as TPublicUser,
    requestId: "test",
    nonce: "test",
    clientIp: "203.0.113.10",
    sessionTokenHash: token ? hashSessionToken(decodeURIComponent(token)) : null,
    language: "en",
    t: createTranslator("en"),
  } satisfies AppLoadContext;
}

describe("the dashboard's first visit", () => {
  it("is the session that signing up opened, and no later one", async () => {
    const seeker = await signedInSeeker(harness, { password: "first-visit-pw" });
    expect(await isFirstVisit(await asLoader(seeker))).toBe(true);

    // A day later the same person signs in again: welcome back. The sign-up session stays the first.
    const dayAgo = new Date(Date.now() - DAY_MS);
    await harness.context.db.update(users).set({ createdAt: dayAgo }).where(eq(users.id, seeker.user.id));
    await harness.context.db.update(sessions).set({ createdAt: dayAgo }).where(eq(sessions.userId, seeker.user.id));
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const later = createClient(harness.app, { headers: { origin } });
    const signedIn = await later.post("/api/auth/login", { email: seeker.user.email, password: "first-visit-pw" });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(await isFirstVisit(await asLoader(later))).toBe(false);
    expect(await isFirstVisit(await asLoader(seeker))).toBe(true);
  });

  it("is no first visit without a session cookie", async () => {
    const seeker = await signedInSeeker(harness);
    expect(await isFirstVisit({ ...(await asLoader(seeker)), sessionTokenHash: null })).toBe(false);
  });
});

describe("the dashboard's resumes", () => {
  it("lists a job seeker's own resumes, the newest first, and none for a company", async () => {
    const seeker = await signedInSeeker(harness);
    const first = await createResumeAs(seeker, { title: "Nurse - Resume" });
    const second = await createResumeAs(seeker, { title: "Midwife - Resume" });
    await createResumeAs(await signedInSeeker(harness), { title: "Someone else's" });
    expect((await loadMyResumes(await asLoader(seeker)))?.map((resume) => [resume.id, resume.title])).toEqual([
      [second, "Midwife - Resume"],
      [first, "Nurse - Resume"],
    ]);

    const company = await asLoader(await signedInCompany(harness));
    expect(await loadMyResumes(company)).toBeUndefined();
  });
});

describe("the job seeker's applications on the dashboard", () => {
  it("counts the tiles and lists the latest five, newest first, the user's own only", async () => {
    const seeker = await signedInSeeker(harness);
    const other = await signedInSeeker(harness);
    const resumeId = await createResumeAs(seeker);
    const otherResumeId = await createResumeAs(other);
    const jobIds = await insertJobs(
      harness.context.db,
      Array.from({ length: 7 }, (_, index) => ({ title: `Dashboard job ${index}` })),
    );
    for (const jobId of jobIds) {
      const applied = await seeker.post("/api/applications", { jobId, resumeId });
      expect(applied.status, applied.text).toBe(201);
    }
    expect((await other.post("/api/applications", { jobId: jobIds[0], resumeId: otherResumeId })).status).toBe(201);
    const [first, second, third] = (await seeker.get("/api/applications")).json.applications as { id: number }[];
    await harness.context.db.update(applications).set({ status: "interview" }).where(eq(applications.id, first.id));
    await harness.context.db.update(applications).set({ status: "hired" }).where(eq(applications.id, second.id));
    expect((await seeker.post(`/api/applications/${third.id}/withdraw`)).status).toBe(200);

    const loaded = await loadMyApplications(await asLoader(seeker));
    expect(loaded?.failed).toBe(false);
    if (!loaded || loaded.failed) return;
    expect(loaded.stats).toEqual({ applied: 6, reviewing: 0, interviews: 1, offers: 1 });
    expect(loaded.total).toBe(7);
    expect(loaded.recent).toHaveLength(RECENT_APPLICATIONS);
    expect(loaded.recent[0].id).toBe(first.id);
    expect(new Set(loaded.recent.map((application) => application.applicantEmail))).toEqual(
      new Set([seeker.user.email]),
    );
  });

  it("is not loaded for a company account, which sends no applications", async () => {
    const company = await signedInCompany(harness);
    expect(await loadMyApplications(await asLoader(company))).toBeUndefined();
  });
});

describe("the company's dashboard", () => {
  it("loads a company's tiles and its own jobs, and nothing for a job seeker", async () => {
    const company = await signedInCompany(harness);
    const posted = await company.post("/api/jobs", {
      companyEmail: "jobs@acme.example",
      jobTitle: "Dashboard posting",
      jobType: "Full-time",
      country: "Germany",
      city: "Berlin",
      workType: "remote",
      description: "A role on a friendly team.",
      requirements: "TypeScript",
    });
    expect(posted.status, posted.text).toBe(201);

    const loaded = await loadCompanyDashboard(await asLoader(company));
    expect(loaded).toMatchObject({
      failed: false,
      stats: { activeJobs: 1, applicants: 0, interviews: 0, hires: 0 },
      jobs: [{ id: posted.json.id, title: "Dashboard posting", status: "active" }],
    });
    expect(await loadCompanyDashboard(await asLoader(await signedInSeeker(harness)))).toBeUndefined();
  });
});
