import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { insertJob, signedInCompany, signedInSeeker } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe("saved jobs API", () => {
  it("saves, lists (newest saved first) and removes a job, idempotently", async () => {
    const client = await signedInSeeker(harness);
    const inBerlin = { company: "Acme Robotics", country: "Germany", city: "Berlin", currency: "EUR" };
    const first = await insertJob(harness.context.db, { ...inBerlin, title: "First job" });
    const second = await insertJob(harness.context.db, { ...inBerlin, title: "Second job" });

    expect((await client.get("/api/saved-jobs")).json).toEqual({ jobs: [], jobIds: [] });

    const saved = await client.post("/api/saved-jobs", { jobId: first });
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual({ jobId: first, isSaved: true });
    expect((await client.post("/api/saved-jobs", { jobId: second })).status).toBe(201);
    // Saving again changes nothing, not even the order.
    expect((await client.post("/api/saved-jobs", { jobId: first })).status).toBe(201);

    const list = await client.get("/api/saved-jobs");
    expect(list.status).toBe(200);
    expect(list.json.jobIds).toEqual([second, first]);
    expect(list.json.jobs.map((job: { title: string }) => job.title)).toEqual(["Second job", "First job"]);
    expect(list.json.jobs[0]).toMatchObject({
      id: second,
      company: "Acme Robotics",
      location: "Berlin, Germany",
      currency: "EUR",
      status: "active",
      employmentType: "full-time",
    });

    const removed = await client.delete(`/api/saved-jobs/${second}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ jobId: second, isSaved: false });
    expect((await client.delete(`/api/saved-jobs/${second}`)).status).toBe(200);
    expect((await client.get("/api/saved-jobs")).json.jobIds).toEqual([first]);
  });

  it("keeps each user's saved jobs to themselves", async () => {
    const alice = await signedInSeeker(harness);
    const bob = await signedInSeeker(harness);
    const job = await insertJob(harness.context.db);
    await alice.post("/api/saved-jobs", { jobId: job });

    expect((await bob.get("/api/saved-jobs")).json.jobIds).toEqual([]);
    // Bob "removing" Alice's bookmark only removes his own (none): hers stays.
    expect((await bob.delete(`/api/saved-jobs/${job}`)).status).toBe(200);
    expect((await alice.get("/api/saved-jobs")).json.jobIds).toEqual([job]);
    // A client-sent userId is ignored.
    await bob.post("/api/saved-jobs", { jobId: job, userId: 1 });
    expect((await alice.get("/api/saved-jobs")).json.jobIds).toEqual([job]);
    expect((await bob.get("/api/saved-jobs")).json.jobIds).toEqual([job]);
  });

  it("answers 401 to signed-out visitors", async () => {
    const visitor = createClient(harness.app);
    const job = await insertJob(harness.context.db);
    expectErrorContract(await visitor.get("/api/saved-jobs"), 401);
    expectErrorContract(await visitor.post("/api/saved-jobs", { jobId: job }), 401);
    expectErrorContract(await visitor.delete(`/api/saved-jobs/${job}`), 401);
  });

  it("refuses company accounts with 403 and says why", async () => {
    const company = await signedInCompany(harness);
    const job = await insertJob(harness.context.db);
    for (const response of [
      await company.post("/api/saved-jobs", { jobId: job }),
      await company.get("/api/saved-jobs"),
      await company.delete(`/api/saved-jobs/${job}`),
    ]) {
      expectErrorContract(response, 403);
      expect(response.json.messageKey).toBe("savedJobs.seekersOnly");
    }
  });

  it("answers 404 for jobs that do not exist or are not public", async () => {
    const client = await signedInSeeker(harness);
    const draft = await insertJob(harness.context.db, { status: "draft" });
    for (const jobId of [987_654, draft, 99_999_999_999]) {
      const response = await client.post("/api/saved-jobs", { jobId });
      expectErrorContract(response, 404);
      expect(response.json.messageKey).toBe("savedJobs.jobNotFound");
    }
    expect((await client.get("/api/saved-jobs")).json.jobIds).toEqual([]);
  });

  it("answers 400 naming jobId for bad ids and bodies", async () => {
    const client = await signedInSeeker(harness);
    for (const body of [{}, { jobId: "abc" }, { jobId: -1 }, { jobId: 0 }, { jobId: 1.5 }, { jobId: null }]) {
      const response = await client.post("/api/saved-jobs", body);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["jobId"]);
    }
    for (const body of ["not json", "[1]", "null"]) {
      expectErrorContract(await client.post("/api/saved-jobs", body), 400);
    }
    for (const id of ["abc", "0", "-3", "1.5"]) {
      const response = await client.delete(`/api/saved-jobs/${id}`);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(["jobId"]);
    }
    // An id no job can have is simply not saved.
    expect((await client.delete("/api/saved-jobs/99999999999")).status).toBe(200);
  });

  it("keeps closed and expired jobs in the list, hides drafts, and forgets deleted jobs", async () => {
    const client = await signedInSeeker(harness);
    const closed = await insertJob(harness.context.db, { status: "closed" });
    const expired = await insertJob(harness.context.db, { expiresAt: new Date(Date.now() - 1000) });
    const later = await insertJob(harness.context.db);
    for (const jobId of [closed, expired, later]) {
      expect((await client.post("/api/saved-jobs", { jobId })).status).toBe(201);
    }
    await harness.context.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, later));
    let list = await client.get("/api/saved-jobs");
    expect(list.json.jobIds).toEqual([expired, closed]);
    expect(list.json.jobs[1].status).toBe("closed");

    await harness.context.db.delete(jobs).where(eq(jobs.id, expired));
    list = await client.get("/api/saved-jobs");
    expect(list.json.jobIds).toEqual([closed]);
  });

  it("refuses a cross-site request to save", async () => {
    const client = await signedInSeeker(harness);
    const job = await insertJob(harness.context.db);
    const response = await client.post("/api/saved-jobs", { jobId: job }, { origin: "https://evil.example" });
    expectErrorContract(response, 403);
    expect((await client.get("/api/saved-jobs")).json.jobIds).toEqual([]);
  });
});
