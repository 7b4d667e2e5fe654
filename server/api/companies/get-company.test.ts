import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SOCIAL_NETWORKS } from "@common/companies/profile";
import { expectErrorContract } from "../../test/expect-error";
import { insertCompany, insertJob, signedInCompany, signedInSeeker } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};
const jobIds: Record<string, number> = {};

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.context.db;
  ids.nimbus = await insertCompany(db, {
    name: "Nimbus Cloud & Co",
    industry: "Technology",
    size: "51-200",
    country: "DE",
    city: "Berlin",
    website: "https://nimbus.example.com",
    description: "We build clouds.\n\n<b>Not bold</b>",
    contactName: "Nina Contact",
    contactTitle: "Head of People",
    foundedYear: 2004,
    socialLinks: { linkedin: "https://www.linkedin.com/company/nimbus", x: "javascript:alert(1)" },
    logoUrl: "/uploads/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.png",
  });
  ids.empty = await insertCompany(db, { name: "Quiet Corner" });
  const company = { companyId: ids.nimbus, company: "Nimbus Cloud & Co" };
  jobIds.older = await insertJob(db, { ...company, title: "Older role", ageHours: 48 });
  jobIds.newer = await insertJob(db, { ...company, title: "Newer role", ageHours: 2, employmentType: "contract" });
  jobIds.draft = await insertJob(db, { ...company, title: "Draft role", status: "draft" });
  jobIds.closed = await insertJob(db, { ...company, title: "Closed role", status: "closed" });
  jobIds.paused = await insertJob(db, { ...company, title: "Paused role", status: "paused" });
  jobIds.expired = await insertJob(db, { ...company, title: "Expired role", expiresInHours: -1 });
  jobIds.expiredStatus = await insertJob(db, { ...company, title: "Expired status", status: "expired" });
  // Another company's job, and a job with no company row, never show here.
  const other = await insertCompany(db, { name: "Someone Else" });
  await insertJob(db, { companyId: other, company: "Someone Else", title: "Elsewhere" });
  await insertJob(db, { companyId: null, company: "Nimbus Cloud & Co", title: "Unlinked copy" });
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/companies/{id}", () => {
  it("answers a visitor with the public profile and the listed jobs, newest first", async () => {
    const response = await createClient(harness.app).get(`/api/companies/${ids.nimbus}`);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      id: ids.nimbus,
      name: "Nimbus Cloud & Co",
      slug: "nimbus-cloud-co",
      path: `/companies/${ids.nimbus}-nimbus-cloud-co`,
      logoUrl: "/uploads/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.png",
      website: "https://nimbus.example.com",
      industry: "Technology",
      size: "51-200",
      country: "Germany",
      countryCode: "DE",
      city: "Berlin",
      description: "We build clouds.\n\n<b>Not bold</b>",
      foundedYear: 2004,
      // An address a link must not follow is no link.
      socialLinks: { linkedin: "https://www.linkedin.com/company/nimbus", x: null, facebook: null, instagram: null },
      jobs: [
        {
          id: jobIds.newer,
          title: "Newer role",
          location: "New York, United States",
          jobType: "contract",
          workType: "onsite",
          postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        {
          id: jobIds.older,
          title: "Older role",
          location: "New York, United States",
          jobType: "full-time",
          workType: "onsite",
          postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
  });

  it("never names the contact person", async () => {
    const response = await createClient(harness.app).get(`/api/companies/${ids.nimbus}`);
    expect(response.text).not.toContain("Nina Contact");
    expect(response.text).not.toContain("Head of People");
    expect(Object.keys(response.json)).not.toContain("contactName");
  });

  it("shows a company with no listed job, with its generated logo and no links", async () => {
    const response = await createClient(harness.app).get(`/api/companies/${ids.empty}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      name: "Quiet Corner",
      path: `/companies/${ids.empty}-quiet-corner`,
      logoUrl: `/api/companies/${ids.empty}/logo`,
      website: null,
      foundedYear: null,
      jobs: [],
    });
    expect(response.json.socialLinks).toEqual(Object.fromEntries(COMPANY_SOCIAL_NETWORKS.map((n) => [n, null])));
  });

  it("answers the same to a signed-in job seeker and company", async () => {
    const visitor = await createClient(harness.app).get(`/api/companies/${ids.nimbus}`);
    for (const client of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      const response = await client.get(`/api/companies/${ids.nimbus}`);
      expect(response.status).toBe(200);
      expect(response.json).toEqual(visitor.json);
    }
  });

  it.each(["999999", "0", "abc", "1e3", "-1", "99999999999"])("answers 404 for %s", async (id) => {
    const response = await createClient(harness.app).get(`/api/companies/${id}`);
    expectErrorContract(response, 404);
    expect(response.json.messageKey).toBe("errors.notFound");
  });
});
