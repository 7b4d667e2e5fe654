// Managing jobs: edit, publish, pause, close, reopen, extend, duplicate, delete a
// draft, and the company's own list. Another company's job is a 404; an administrator may
// manage any job. Paused, closed and expired jobs leave search; their pages stay.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, jobs } from "../../db/schema";
import {
  DAY_MS,
  insertJob,
  jobPostingInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
} from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let owner: TSignedInClient;
let rival: TSignedInClient;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  owner = await signedInCompany(harness, {}, { name: "Owner Works" });
  rival = await signedInCompany(harness, {}, { name: "Rival Works" });
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

async function post(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await owner.post("/api/jobs", jobPostingInput(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.id as number;
}

async function row(id: number) {
  const [found] = await harness.context.db.select().from(jobs).where(eq(jobs.id, id));
  return found;
}

async function searchIds(search: string): Promise<number[]> {
  const response = await createClient(harness.app).get(`/api/jobs?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return response.json.jobs.map((job: { id: number }) => job.id);
}

describe("PUT /api/jobs/{id}", () => {
  it("replaces the posting and keeps the company, status and dates", async () => {
    const id = await post();
    const before = await row(id);
    const response = await owner.put(
      `/api/jobs/${id}`,
      jobPostingInput({ jobTitle: "Senior Robot Whisperer", companyName: "Hijacked", country: "France", city: "Lyon" }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      title: "Senior Robot Whisperer",
      company: "Owner Works",
      location: "Lyon, France",
      currency: "EUR",
      status: "active",
      createdAt: before.createdAt.toISOString(),
      expiresAt: before.expiresAt.toISOString(),
    });
    expect(await searchIds("senior whisperer")).toContain(id);
  });

  it("answers another company's job 404 and a job seeker 403, changing nothing", async () => {
    const id = await post();
    const before = JSON.stringify(await row(id));
    expectErrorContract(await rival.put(`/api/jobs/${id}`, jobPostingInput({ jobTitle: "Mine now" })), 404);
    const seeker = await signedInSeeker(harness);
    expectErrorContract(await seeker.put(`/api/jobs/${id}`, jobPostingInput({ jobTitle: "Mine now" })), 403);
    expectErrorContract(await owner.put("/api/jobs/999999", jobPostingInput()), 404);
    expectErrorContract(await owner.put("/api/jobs/abc", jobPostingInput()), 404);
    expect(JSON.stringify(await row(id))).toBe(before);
  });

  it("refuses bad input naming the field", async () => {
    const id = await post();
    const response = await owner.put(`/api/jobs/${id}`, jobPostingInput({ salaryMin: 5, salaryMax: 4 }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ salaryMax: "postJob.validation.salaryOrder" });
    expect((await row(id)).salaryMin).toBe(60000);
  });

  it("lets an administrator edit any job and rename its company", async () => {
    const id = await post();
    const response = await admin.put(`/api/jobs/${id}`, jobPostingInput({ companyName: "Owner Works GmbH" }));
    expect(response.status, response.text).toBe(200);
    expect(response.json.company).toBe("Owner Works GmbH");
  });
});

describe("POST /api/jobs/{id}/status", () => {
  it("pauses, reopens and closes: out of search, the page stays 200 and stops applications", async () => {
    const id = await post({ jobTitle: "Platypus Keeper" });
    expect(await searchIds("platypus")).toContain(id);

    const paused = await owner.post(`/api/jobs/${id}/status`, { status: "paused" });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json).toMatchObject({ status: "paused", isAcceptingApplications: false });
    expect(await searchIds("platypus")).not.toContain(id);
    const page = await createClient(harness.app).get(`/api/jobs/${id}`);
    expect(page.status).toBe(200);
    expect(page.json.isAcceptingApplications).toBe(false);

    const reopened = await owner.post(`/api/jobs/${id}/status`, { status: "active" });
    expect(reopened.json.status).toBe("active");
    expect(await searchIds("platypus")).toContain(id);

    const closed = await owner.post(`/api/jobs/${id}/status`, { status: "closed" });
    expect(closed.json.status).toBe("closed");
    expect(await searchIds("platypus")).not.toContain(id);
    expect((await createClient(harness.app).get(`/api/jobs/${id}`)).status).toBe(200);
    const sitemap = await createClient(harness.app).get("/sitemap.xml");
    expect(sitemap.text).not.toContain(`/jobs/${id}<`);
  });

  it("answers the same status 200 and refuses a move the rules do not have (409)", async () => {
    const id = await post();
    const same = await owner.post(`/api/jobs/${id}/status`, { status: "active" });
    expect(same.status).toBe(200);
    expect(same.json.status).toBe("active");
    const toDraft = await owner.post(`/api/jobs/${id}/status`, { status: "draft" });
    expectErrorContract(toDraft, 409);
    expect(toDraft.json.errors).toEqual({ status: "postJob.errors.statusMove" });
    expect((await row(id)).status).toBe("active");
  });

  it("refuses a status outside the list, naming the field", async () => {
    const id = await post();
    for (const status of ["expired", "deleted", undefined, 3]) {
      const response = await owner.post(`/api/jobs/${id}/status`, { status });
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["status"]);
    }
  });

  it("publishes a draft for 30 days from now", async () => {
    const draftId = await insertJob(harness.context.db, {
      companyId: (await row(await post())).companyId,
      status: "draft",
      ageHours: 24 * 10,
      expiresInHours: 24,
    });
    const before = Date.now();
    const published = await owner.post(`/api/jobs/${draftId}/status`, { status: "active" });
    expect(published.status, published.text).toBe(200);
    expect(new Date(published.json.expiresAt).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(new Date(published.json.createdAt).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("is another company's 404 and an administrator's to change", async () => {
    const id = await post();
    expectErrorContract(await rival.post(`/api/jobs/${id}/status`, { status: "closed" }), 404);
    expect((await row(id)).status).toBe("active");
    const byAdmin = await admin.post(`/api/jobs/${id}/status`, { status: "closed" });
    expect(byAdmin.json.status).toBe("closed");
  });
});

describe("POST /api/jobs/{id}/extend", () => {
  it("adds 30 days to a running listing's expiry", async () => {
    const id = await post();
    const { expiresAt } = await row(id);
    const response = await owner.post(`/api/jobs/${id}/extend`);
    expect(response.status, response.text).toBe(200);
    expect(new Date(response.json.expiresAt).getTime()).toBe(expiresAt.getTime() + 30 * DAY_MS);
  });

  it("gives an expired job 30 days from now, back in search", async () => {
    const companyId = (await row(await post())).companyId;
    const id = await insertJob(harness.context.db, {
      companyId,
      title: "Wombat Herder",
      ageHours: 24 * 40,
      expiresInHours: -24 * 5,
    });
    expect(await searchIds("wombat")).not.toContain(id);
    expect((await createClient(harness.app).get(`/api/jobs/${id}`)).json).toMatchObject({
      isAcceptingApplications: false,
    });
    const list = await owner.get("/api/company/jobs");
    expect(list.json.jobs.find((job: { id: number }) => job.id === id).status).toBe("expired");

    const before = Date.now();
    const response = await owner.post(`/api/jobs/${id}/extend`);
    const expires = new Date(response.json.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(await searchIds("wombat")).toContain(id);
  });

  it("is another company's 404", async () => {
    const id = await post();
    const { expiresAt } = await row(id);
    expectErrorContract(await rival.post(`/api/jobs/${id}/extend`), 404);
    expect((await row(id)).expiresAt).toEqual(expiresAt);
  });
});

describe("POST /api/jobs/{id}/duplicate", () => {
  it("copies the job as a draft: 201, out of search and private to its company", async () => {
    const id = await post({ jobTitle: "Narwhal Trainer", urgent: true });
    const response = await owner.post(`/api/jobs/${id}/duplicate`);
    expect(response.status, response.text).toBe(201);
    const copy = response.json;
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      title: "Narwhal Trainer",
      status: "draft",
      company: "Owner Works",
      applicationCount: 0,
    });
    expect((await row(copy.id)).urgent).toBe(true);
    expect(await searchIds("narwhal")).toEqual([id]);
    expect((await createClient(harness.app).get(`/api/jobs/${copy.id}`)).status).toBe(404);
    expectErrorContract(await rival.post(`/api/jobs/${id}/duplicate`), 404);
  });
});

describe("DELETE /api/jobs/{id}", () => {
  it("deletes a draft", async () => {
    const copy = await owner.post(`/api/jobs/${await post()}/duplicate`);
    expectErrorContract(await rival.delete(`/api/jobs/${copy.json.id}`), 404);
    const response = await owner.delete(`/api/jobs/${copy.json.id}`);
    expect(response.status, response.text).toBe(200);
    expect(await row(copy.json.id)).toBeUndefined();
  });

  it("refuses any other status with 409, keeping the job", async () => {
    const id = await post();
    for (const status of ["active", "paused", "closed"]) {
      await harness.context.db
        .update(jobs)
        .set({ status: status as "active" })
        .where(eq(jobs.id, id));
      const response = await owner.delete(`/api/jobs/${id}`);
      expectErrorContract(response, 409);
      expect(response.json.messageKey).toBe("postJob.errors.deleteDraftsOnly");
    }
    expect(await row(id)).toBeDefined();
  });
});

describe("GET /api/company/jobs", () => {
  it("lists only the company's own jobs, newest first, with derived status, applicants and views", async () => {
    const company = await signedInCompany(harness, {}, { name: "Counting Co" });
    const first = await company.post("/api/jobs", jobPostingInput({ jobTitle: "First" }));
    const second = await company.post("/api/jobs", jobPostingInput({ jobTitle: "Second" }));
    await company.post(`/api/jobs/${first.json.id}/status`, { status: "paused" });
    await harness.context.db.insert(analyticsEvents).values([
      { name: "job.viewed", jobId: second.json.id },
      { name: "job.viewed", jobId: second.json.id },
      { name: "page.viewed", jobId: second.json.id },
    ]);
    const response = await company.get("/api/company/jobs");
    expect(response.status).toBe(200);
    expect(
      response.json.jobs.map((job: Record<string, unknown>) => [job.title, job.status, job.applicantCount, job.views]),
    ).toEqual([
      ["Second", "active", 0, 2],
      ["First", "paused", 0, 0],
    ]);
    expect(response.json.jobs[0]).toMatchObject({ urgent: false, contactEmail: "jobs@acme.example" });
  });

  it("is for company accounts", async () => {
    expectErrorContract(await createClient(harness.app).get("/api/company/jobs"), 401);
    expectErrorContract(await admin.get("/api/company/jobs"), 403);
  });
});
