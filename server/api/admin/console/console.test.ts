// The administrator console's Overview, Jobs and Applications calls: real counts with this week's
// increments, the jobs of every company searched, filtered and paged, created, edited and removed
// for good (applications keep the job as sent), and every application listed by status.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, jobs, mailQueue } from "../../../db/schema";
import { expectErrorContract } from "../../../test/expect-error";
import {
  createResumeAs,
  insertJob,
  jobPostingInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TClient,
  type TSignedInClient,
} from "../../../test/factories";
import { createClient, createTestApp } from "../../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

describe("who may", () => {
  it.each([
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/jobs"],
    ["POST", "/api/admin/jobs"],
    ["PUT", "/api/admin/jobs/1"],
    ["DELETE", "/api/admin/jobs/1"],
    ["GET", "/api/admin/applications"],
  ])("%s %s: 401 signed out, 403 for a job seeker and a company", async (method, path) => {
    const call = (client: TClient) =>
      method === "GET"
        ? client.get(path)
        : method === "DELETE"
          ? client.delete(path)
          : method === "PUT"
            ? client.put(path, {})
            : client.post(path, {});
    expectErrorContract(await call(createClient(harness.app)), 401);
    expectErrorContract(await call(await signedInSeeker(harness)), 403);
    expectErrorContract(await call(await signedInCompany(harness)), 403);
  });
});

describe("jobs", () => {
  it("creates a job for the company named, edits it, and finds it by search and status", async () => {
    const created = await admin.post(
      "/api/admin/jobs",
      jobPostingInput({ jobTitle: "Night Nurse", companyName: "Saint Mary Clinic" }),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    expect(created.json.company).toBe("Saint Mary Clinic");

    const edited = await admin.put(
      `/api/admin/jobs/${id}`,
      jobPostingInput({ jobTitle: "Night Shift Nurse", companyName: "Saint Mary Clinic" }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.title).toBe("Night Shift Nurse");

    const found = await admin.get("/api/admin/jobs?q=saint%20mary&status=active");
    expect(found.status).toBe(200);
    expect(found.json.items).toEqual([
      expect.objectContaining({
        id,
        title: "Night Shift Nurse",
        company: "Saint Mary Clinic",
        country: "Germany",
        countryCode: "DE",
        status: "active",
        applicationCount: 0,
      }),
    ]);
    expect(found.json).toMatchObject({ total: 1, page: 1, pageSize: 25 });
  });

  it("says which field is missing, and changes nothing", async () => {
    const before = (await harness.context.db.select({ id: jobs.id }).from(jobs)).length;
    const response = await admin.post("/api/admin/jobs", jobPostingInput({ companyName: "" }));
    expectErrorContract(response, 400);
    expect(Object.keys(response.json.errors)).toContain("companyName");
    const wrong = await admin.post("/api/admin/jobs", jobPostingInput({ jobTitle: 42, companyName: "A" }));
    expectErrorContract(wrong, 400);
    expect(Object.keys(wrong.json.errors)).toContain("jobTitle");
    expect((await harness.context.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });

  it("derives expired from the date, filters drafts, and pages on the server", async () => {
    const expired = await insertJob(harness.context.db, { title: "Zeta Expired Role", expiresInHours: -1 });
    const draft = await insertJob(harness.context.db, { title: "Zeta Draft Role", status: "draft" });
    await insertJob(harness.context.db, { title: "Zeta Live Role" });
    const expiredList = await admin.get("/api/admin/jobs?q=zeta&status=expired");
    expect(expiredList.json.items.map((job: { id: number }) => job.id)).toEqual([expired]);
    expect(expiredList.json.items[0].status).toBe("expired");
    const drafts = await admin.get("/api/admin/jobs?q=zeta&status=draft");
    expect(drafts.json.items.map((job: { id: number }) => job.id)).toEqual([draft]);
    const page = await admin.get("/api/admin/jobs?q=zeta&pageSize=2&page=2");
    expect(page.json).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.json.items).toHaveLength(1);
    for (const query of ["status=open", "page=0", "pageSize=500", "q=" + "x".repeat(201)]) {
      expectErrorContract(await admin.get(`/api/admin/jobs?${query}`), 400);
    }
  });

  it("removes a published job for good; its applications keep the job as sent", async () => {
    const seeker = await signedInSeeker(harness);
    const resumeId = await createResumeAs(seeker);
    const jobId = await insertJob(harness.context.db, { title: "Removed Role", company: "Gone Ltd" });
    const applied = await seeker.post("/api/applications", { jobId, resumeId });
    expect(applied.status, applied.text).toBe(201);
    const response = await admin.delete(`/api/admin/jobs/${jobId}`);
    expect(response.status, response.text).toBe(200);
    expect(await harness.context.db.select().from(jobs).where(eq(jobs.id, jobId))).toEqual([]);
    const [application] = await harness.context.db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.json.id));
    expect(application.jobId).toBeNull();
    expect(application.jobSnapshot).toMatchObject({ title: "Removed Role", company: "Gone Ltd" });
    const audit = await harness.context.db.select().from(auditEvents).where(eq(auditEvents.event, "admin.job-deleted"));
    expect(audit.at(-1)).toMatchObject({ userId: admin.user.id, detail: expect.objectContaining({ jobId }) });
    const listed = await admin.get("/api/admin/applications");
    expect(listed.json.items).toContainEqual(
      expect.objectContaining({ id: applied.json.id, jobId: null, jobTitle: "Removed Role", company: "Gone Ltd" }),
    );
  });

  it("answers 404 for a job that does not exist or an id that cannot be one", async () => {
    for (const id of ["999999", "abc", "-1"]) {
      expectErrorContract(await admin.delete(`/api/admin/jobs/${id}`), 404);
      expectErrorContract(await admin.put(`/api/admin/jobs/${id}`, jobPostingInput({ companyName: "A" })), 404);
    }
  });
});

describe("overview and applications", () => {
  it("counts totals, this week's increments, hires, expiring jobs and failed mail", async () => {
    const before = (await admin.get("/api/admin/stats")).json;
    const seeker = await signedInSeeker(harness);
    const resumeId = await createResumeAs(seeker);
    const jobId = await insertJob(harness.context.db, { title: "Hired Role", expiresInHours: 48 });
    await insertJob(harness.context.db, { title: "Old Role", ageHours: 30 * 24 });
    const applied = await seeker.post("/api/applications", { jobId, resumeId });
    for (const status of ["offer", "hired"]) {
      const moved = await admin.put(`/api/applications/${applied.json.id}/status`, { status });
      expect(moved.status, moved.text).toBe(200);
    }
    await harness.context.db.insert(mailQueue).values({
      to: "x@example.com",
      template: "welcome",
      subject: "Hi",
      html: "<p>Hi</p>",
      text: "Hi",
      status: "failed",
      lastError: "550 mailbox unavailable",
    });
    const response = await admin.get("/api/admin/stats");
    expect(response.status).toBe(200);
    const after = response.json;
    expect(after.totalJobs - before.totalJobs).toBe(2);
    expect(after.newJobsThisWeek - before.newJobsThisWeek).toBe(1);
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisWeek - before.newUsersThisWeek).toBe(1);
    expect(after.totalApplications - before.totalApplications).toBe(1);
    expect(after.hiresThisWeek - before.hiresThisWeek).toBe(1);
    expect(after.failedMailCount - before.failedMailCount).toBe(1);
    expect(after.expiringJobs).toContainEqual(expect.objectContaining({ id: jobId, title: "Hired Role" }));
    const hires = (await harness.context.db.select().from(applications).where(eq(applications.status, "hired"))).length;
    expect(after.successRate).toBe(Math.round((hires / after.totalApplications) * 1000) / 10);
    expect(after.successRate).toBeGreaterThan(0);
  });

  it("lists applications newest first, filtered by the pipeline's status", async () => {
    const hired = await admin.get("/api/admin/applications?status=hired");
    expect(hired.status).toBe(200);
    expect(hired.json.items.length).toBeGreaterThan(0);
    for (const item of hired.json.items) expect(item.status).toBe("hired");
    expect(hired.json.items[0]).toEqual({
      id: expect.any(Number),
      applicantName: expect.any(String),
      applicantEmail: expect.stringContaining("@"),
      jobId: expect.any(Number),
      jobTitle: "Hired Role",
      company: expect.any(String),
      status: "hired",
      appliedAt: expect.any(String),
    });
    expectErrorContract(await admin.get("/api/admin/applications?status=pending"), 400);
  });
});
