// The company dashboard's Analytics tab: GET /api/company/analytics counts the views
// (`job.viewed` events) and applications of the company's own jobs per UTC day over the last 30
// days, with the conversion from one to the other; nobody else's jobs count in.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, applications } from "../../db/schema";
import { DAY_MS, signedInAdmin, type TTestApp } from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume } from "../../test/hiring";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

/** Noon (UTC) of the day `daysAgo` days before today. */
function noonDaysAgo(daysAgo: number): Date {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(new Date(`${today}T12:00:00.000Z`).getTime() - daysAgo * DAY_MS);
}

async function recordViews(jobId: number, daysAgo: number, times = 1, name = "job.viewed") {
  await harness.context.db
    .insert(analyticsEvents)
    .values(
      Array.from({ length: times }, () => ({ name, jobId, path: `/jobs/${jobId}`, occurredAt: noonDaysAgo(daysAgo) })),
    );
}

async function backdateApplications(ids: number[], daysAgo: number) {
  await harness.context.db
    .update(applications)
    .set({ createdAt: noonDaysAgo(daysAgo) })
    .where(inArray(applications.id, ids));
}

describe("GET /api/company/analytics", () => {
  it("counts the views and applications of each of the company's jobs per day, with the conversion", async () => {
    const company = await hiringCompany(harness);
    const rival = await hiringCompany(harness);
    const older = await company.job({ title: "Welder", ageHours: 48 });
    const newer = await company.job({ title: "Painter", ageHours: 1 });
    const quiet = await company.job({ title: "Draft", status: "draft", ageHours: 0.5 });
    const rivalJob = await rival.job({ title: "Rival" });

    // Welder: 3 views today, 2 views 29 days ago (the window's first day), 1 view 30 days ago
    // (outside); 2 applications, one today and one 10 days ago, one 31 days ago (outside).
    await recordViews(older, 0, 3);
    await recordViews(older, 29, 2);
    await recordViews(older, 30);
    // Other events of the job are no views.
    await recordViews(older, 0, 1, "page.viewed");
    // Painter: a view 5 days ago, no applications.
    await recordViews(newer, 5);
    // The rival's job: views and an application that must not count.
    await recordViews(rivalJob, 0, 7);

    const seekers = await Promise.all([1, 2, 3, 4].map(() => seekerWithResume(harness)));
    const today = await applyAs(seekers[0], older);
    const tenDaysAgo = await applyAs(seekers[1], older);
    const tooOld = await applyAs(seekers[2], older);
    await applyAs(seekers[3], rivalJob);
    await backdateApplications([tenDaysAgo], 10);
    await backdateApplications([tooOld], 31);
    expect(today).toBeGreaterThan(0);

    const response = await company.client.get("/api/company/analytics");
    expect(response.status, response.text).toBe(200);
    const body = response.json;
    expect(body.days).toHaveLength(30);
    expect(body.days[29]).toBe(new Date().toISOString().slice(0, 10));
    expect(body.days[0]).toBe(noonDaysAgo(29).toISOString().slice(0, 10));
    expect(body.totals).toEqual({ views: 6, applications: 2, conversion: 33.3 });
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual(["Draft", "Painter", "Welder"]);

    const [draft, painter, welder] = body.jobs;
    const zeros = Array.from({ length: 30 }, () => 0);
    const at = (entries: Record<number, number>) => zeros.map((zero, index) => entries[29 - index] ?? zero);
    expect(welder).toEqual({
      jobId: older,
      title: "Welder",
      status: "active",
      views: at({ 0: 3, 29: 2 }),
      applications: at({ 0: 1, 10: 1 }),
      totalViews: 5,
      totalApplications: 2,
      conversion: 40,
    });
    expect(painter).toMatchObject({
      jobId: newer,
      views: at({ 5: 1 }),
      applications: zeros,
      totalViews: 1,
      totalApplications: 0,
      conversion: 0,
    });
    // A job nobody saw: every day 0, and no conversion to speak of.
    expect(draft).toEqual({
      jobId: quiet,
      title: "Draft",
      status: "draft",
      views: zeros,
      applications: zeros,
      totalViews: 0,
      totalApplications: 0,
      conversion: null,
    });
  });

  it("gives no conversion to applications without views", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job({ title: "Unseen" });
    await applyAs(await seekerWithResume(harness), jobId);
    const response = await company.client.get("/api/company/analytics");
    expect(response.json.totals).toEqual({ views: 0, applications: 1, conversion: null });
    expect(response.json.jobs[0]).toMatchObject({ totalViews: 0, totalApplications: 1, conversion: null });
  });

  it("is the window with nothing in it for a company without jobs", async () => {
    const company = await hiringCompany(harness);
    const response = await company.client.get("/api/company/analytics");
    expect(response.status).toBe(200);
    expect(response.json.days).toHaveLength(30);
    expect(response.json.totals).toEqual({ views: 0, applications: 0, conversion: null });
    expect(response.json.jobs).toEqual([]);
  });

  it("keeps counting a job's views and applications after a seeker's account is gone", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job({ title: "Kept" });
    await recordViews(jobId, 1, 2);
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);
    await harness.context.db.update(applications).set({ userId: null }).where(eq(applications.id, id));
    const response = await company.client.get("/api/company/analytics");
    expect(response.json.totals).toEqual({ views: 2, applications: 1, conversion: 50 });
  });

  it("is for company accounts", async () => {
    expectErrorContract(await createClient(harness.app).get("/api/company/analytics"), 401);
    expectErrorContract(await (await seekerWithResume(harness)).get("/api/company/analytics"), 403);
    expectErrorContract(await (await signedInAdmin(harness)).get("/api/company/analytics"), 403);
  });
});
