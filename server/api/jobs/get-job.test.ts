// GET /api/jobs/{id}: one job with its company's profile; closed jobs stay readable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCompany, insertJobs } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;
const id: Record<string, number> = {};

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  const companyId = await insertCompany(harness.context.db, {
    name: "Lumen Labs",
    size: "51-200",
    logoUrl: "https://lumen.example.com/logo.png",
  });
  const fixtures = {
    active: {
      title: "Data Engineer",
      companyId,
      company: "Lumen Labs",
      requirements: ["3+ years of SQL", "Python in production"],
      skills: ["SQL", "Python"],
      salaryMin: 90_000,
      salaryMax: 110_000,
    },
    expired: { title: "Expired Role", ageHours: 800, expiresInHours: -2 },
    closed: { title: "Closed Role", status: "closed" as const },
    paused: { title: "Paused Role", status: "paused" as const },
    draft: { title: "Draft Role", status: "draft" as const },
  };
  const ids = await insertJobs(harness.context.db, Object.values(fixtures));
  Object.keys(fixtures).forEach((key, index) => (id[key] = ids[index]));
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/jobs/{id}", () => {
  it("answers the job with its company profile", async () => {
    const response = await client.get(`/api/jobs/${id.active}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: id.active,
      title: "Data Engineer",
      company: "Lumen Labs",
      companyLogo: "https://lumen.example.com/logo.png",
      requirements: ["3+ years of SQL", "Python in production"],
      skills: ["SQL", "Python"],
      salaryMin: 90_000,
      salaryMax: 110_000,
      currency: "USD",
      status: "active",
      isAcceptingApplications: true,
      companyProfile: { name: "Lumen Labs", size: "51-200", logoUrl: "https://lumen.example.com/logo.png" },
    });
    expect(new Date(response.json.createdAt).toISOString()).toBe(response.json.createdAt);
    // The search columns are internal.
    expect(response.json).not.toHaveProperty("searchVector");
    expect(response.json).not.toHaveProperty("titleVector");
  });

  it("answers a job without a company account with a null profile", async () => {
    const response = await client.get(`/api/jobs/${id.closed}`);
    expect(response.status).toBe(200);
    expect(response.json.companyProfile).toBeNull();
  });

  it("keeps expired, closed and paused jobs readable, not accepting applications", async () => {
    for (const key of ["expired", "closed", "paused"]) {
      const response = await client.get(`/api/jobs/${id[key]}`);
      expect(response.status, key).toBe(200);
      expect(response.json.isAcceptingApplications, key).toBe(false);
    }
  });

  it("answers 404 JSON for a draft, a missing job and an id that is not a job id", async () => {
    for (const path of [
      `${id.draft}`,
      "999999",
      "abc",
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x10",
      "99999999999999999999",
      "%00",
      "1%20OR%201=1",
    ]) {
      const response = await client.get(`/api/jobs/${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(response.json.message, path).toBeTruthy();
    }
  });
});
