// The company dashboard's numbers: GET /api/company/dashboard counts the company's own
// active jobs, applicants, interviews and hires, and lists its jobs; nobody else's count in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("GET /api/company/dashboard", () => {
  it("counts the company's own active jobs, applicants, interviews and hires", async () => {
    const company = await hiringCompany(harness);
    const rival = await hiringCompany(harness);
    const listed = await company.job({ title: "Listed" });
    await company.job({ title: "Paused", status: "paused" });
    await company.job({ title: "Ended", expiresAt: new Date(Date.now() - DAY_MS) });
    const rivalJob = await rival.job();

    const seekers = await Promise.all([1, 2, 3].map(() => seekerWithResume(harness)));
    const [first, second, third] = await Promise.all(seekers.map((seeker) => applyAs(seeker, listed)));
    await applyAs(seekers[0], rivalJob);
    const move = async (id: number, ...statuses: string[]) => {
      for (const status of statuses) {
        const response = await company.client.put(`/api/applications/${id}/status`, { status });
        expect(response.status, response.text).toBe(200);
      }
    };
    await move(first, "interview");
    await move(second, "offer", "hired");
    expect((await seekers[2].post(`/api/applications/${third}/withdraw`)).status).toBe(200);

    const response = await company.client.get("/api/company/dashboard");
    expect(response.status, response.text).toBe(200);
    expect(response.json.stats).toEqual({ activeJobs: 1, applicants: 3, interviews: 1, hires: 1 });
    expect(response.json.jobs.map((job: { title: string; status: string }) => [job.title, job.status])).toEqual(
      expect.arrayContaining([
        ["Listed", "active"],
        ["Paused", "paused"],
        ["Ended", "expired"],
      ]),
    );
    expect(response.json.jobs).toHaveLength(3);
    // The latest applicants, newest first, the company's own only.
    expect(response.json.recentApplicants.map((applicant: { id: number }) => applicant.id).sort()).toEqual(
      [first, second, third].sort(),
    );
    expect(response.json.recentApplicants[0]).toMatchObject({ jobId: listed, jobTitle: "Listed" });
  });

  it("lists the interviews still to come, the soonest first, with the applicant and the job", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job({ title: "Interviewing" });
    const seeker = await seekerWithResume(harness, { firstName: "Grace", lastName: "Hopper" });
    const id = await applyAs(seeker, jobId);
    const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    for (const date of [day(9), day(3)]) {
      const scheduled = await company.client.post(`/api/applications/${id}/interviews`, {
        date,
        time: "10:00",
        timeZone: "Europe/Berlin",
        location: "https://meet.example/robots",
      });
      expect(scheduled.status, scheduled.text).toBe(201);
    }
    const response = await company.client.get("/api/company/dashboard");
    expect(response.json.upcomingInterviews).toHaveLength(2);
    expect(response.json.upcomingInterviews[0]).toMatchObject({
      applicationId: id,
      jobId,
      jobTitle: "Interviewing",
      applicantName: "Grace Hopper",
      timeZone: "Europe/Berlin",
      location: "https://meet.example/robots",
    });
    expect(response.json.upcomingInterviews[0].startsAt.slice(0, 10)).toBe(day(3));
  });

  it("is zero everywhere for a company without jobs", async () => {
    const company = await hiringCompany(harness);
    const response = await company.client.get("/api/company/dashboard");
    expect(response.json).toEqual({
      stats: { activeJobs: 0, applicants: 0, interviews: 0, hires: 0 },
      jobs: [],
      recentApplicants: [],
      upcomingInterviews: [],
    });
  });

  it("is for company accounts", async () => {
    expectErrorContract(await createClient(harness.app).get("/api/company/dashboard"), 401);
    expectErrorContract(await (await seekerWithResume(harness)).get("/api/company/dashboard"), 403);
    expectErrorContract(await (await signedInAdmin(harness)).get("/api/company/dashboard"), 403);
  });
});
