// POST /api/jobs (docs/product.md#post-job): who posts, as which company, what a
// posting becomes, and every bad input answered 400 naming its field with nothing written.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, jobs } from "../../db/schema";
import {
  DAY_MS,
  jobPostingInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
} from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let company: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  company = await signedInCompany(harness, {}, { name: "Acme Robotics" });
});
afterAll(async () => {
  await harness?.close();
});

async function jobCount(): Promise<number> {
  const [row] = await harness.context.db.select({ n: count() }).from(jobs);
  return row.n;
}

describe("POST /api/jobs", () => {
  it("posts a company's job live at once, as its own company, for 30 days", async () => {
    const before = Date.now();
    const response = await company.post(
      "/api/jobs",
      jobPostingInput({ companyName: "Someone Else Inc", jobType: "Part-time", urgent: true }),
    );
    expect(response.status, response.text).toBe(201);
    const job = response.json;
    expect(job).toMatchObject({
      title: "Robot Whisperer",
      company: "Acme Robotics",
      country: "Germany",
      city: "Berlin",
      location: "Berlin, Germany",
      workType: "hybrid",
      employmentType: "part-time",
      salaryMin: 60000,
      salaryMax: 80000,
      currency: "EUR",
      requirements: ["3+ years with robots", "Patience"],
      benefits: ["Oil on Fridays"],
      status: "active",
      applicationCount: 0,
      isAcceptingApplications: true,
    });
    expect(job.companyProfile.name).toBe("Acme Robotics");
    const expires = new Date(job.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    // The same shape GET /api/jobs/{id} answers.
    const read = await createClient(harness.app).get(`/api/jobs/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(job);

    const [row] = await harness.context.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.urgent).toBe(true);
    expect(row.contactEmail).toBe("jobs@acme.example");
    expect(row.salaryMinUsd).toBeGreaterThan(0);
    const events = await harness.context.db.select().from(analyticsEvents).where(eq(analyticsEvents.jobId, job.id));
    expect(events.map((event) => [event.name, event.userId])).toEqual([["job.posted", company.user.id]]);
  });

  it("takes the country by its ISO code too, and answers its name and code", async () => {
    const response = await company.post("/api/jobs", jobPostingInput({ country: "ma", city: "Casablanca" }));
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      country: "Morocco",
      countryCode: "MA",
      location: "Casablanca, Morocco",
      currency: "MAD",
    });
    expect(response.json.companyProfile).toHaveProperty("countryCode");
  });

  it("finds the posted job in search and lists it in the sitemap", async () => {
    const posted = await company.post("/api/jobs", jobPostingInput({ jobTitle: "Quokka Wrangler" }));
    expect(posted.status).toBe(201);
    const search = await createClient(harness.app).get("/api/jobs?search=quokka");
    expect(search.status).toBe(200);
    expect(search.json.jobs.map((job: { id: number }) => job.id)).toContain(posted.json.id);
    const sitemap = await createClient(harness.app).get("/sitemap.xml");
    expect(sitemap.text).toContain(`/jobs/${posted.json.id}<`);
  });

  it("lets an administrator post in the company's name it gives, and requires that name", async () => {
    const admin = await signedInAdmin(harness);
    const named = await admin.post("/api/jobs", jobPostingInput({ companyName: "Globex" }));
    expect(named.status, named.text).toBe(201);
    expect(named.json).toMatchObject({ company: "Globex", companyId: null });

    const before = await jobCount();
    const unnamed = await admin.post("/api/jobs", jobPostingInput({ companyName: "" }));
    expectErrorContract(unnamed, 400);
    expect(unnamed.json.errors).toEqual({ companyName: "postJob.validation.companyNameRequired" });
    expect(await jobCount()).toBe(before);
  });

  it("refuses a job seeker (403) and a visitor (401)", async () => {
    const seeker = await signedInSeeker(harness);
    const before = await jobCount();
    const refused = await seeker.post("/api/jobs", jobPostingInput());
    expectErrorContract(refused, 403);
    expect(refused.json.messageKey).toBe("postJob.errors.postersOnly");
    expectErrorContract(await createClient(harness.app).post("/api/jobs", jobPostingInput()), 401);
    expect(await jobCount()).toBe(before);
  });

  it("keeps HTML as the text it is", async () => {
    const html = '<script>alert("x")</script><b>Bold</b>';
    const response = await company.post(
      "/api/jobs",
      jobPostingInput({ jobTitle: `${html} Engineer`, description: html, requirements: [html], benefits: html }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      title: `${html} Engineer`,
      description: html,
      requirements: [html],
      benefits: [html],
    });
  });

  it("takes the spec's job type labels and stored values, and lists as arrays or lines", async () => {
    const response = await company.post(
      "/api/jobs",
      jobPostingInput({
        jobType: "internship",
        requirements: ["  First  ", "", "Second"],
        benefits: "\n A \r\n\n B \n",
        salaryMin: "",
        salaryMax: "90,000",
      }),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      employmentType: "internship",
      requirements: ["First", "Second"],
      benefits: ["A", "B"],
      salaryMin: null,
      salaryMax: 90000,
    });
  });

  const badInputs: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ["a missing title", { jobTitle: undefined }, { jobTitle: "validation.required" }],
    ["a blank description", { description: "   " }, { description: "validation.required" }],
    ["no requirements", { requirements: "\n \n" }, { requirements: "validation.required" }],
    ["a missing contact e-mail", { companyEmail: undefined }, { companyEmail: "validation.required" }],
    ["a bad contact e-mail", { companyEmail: "not-an-email" }, { companyEmail: "validation.invalidEmail" }],
    ["an unknown job type", { jobType: "gig" }, { jobType: "validation.invalidOption" }],
    ["an unknown work type", { workType: "moon" }, { workType: "validation.invalidOption" }],
    ["an unknown country", { country: "Atlantis" }, { country: "validation.invalidOption" }],
    ["another country's city", { country: "France", city: "Berlin" }, { city: "postJob.validation.cityOfCountry" }],
    [
      "a min salary over the max",
      { salaryMin: 90000, salaryMax: 80000 },
      { salaryMax: "postJob.validation.salaryOrder" },
    ],
    ["a negative salary", { salaryMin: -1 }, { salaryMin: "postJob.validation.salaryNegative" }],
    ["a fractional salary", { salaryMax: 1.5 }, { salaryMax: "validation.invalidNumber" }],
    ["a salary no column holds", { salaryMax: 3_000_000_000 }, { salaryMax: "postJob.validation.salaryTooLarge" }],
    ["an oversized title", { jobTitle: "x".repeat(151) }, { jobTitle: "validation.tooLong" }],
    ["an oversized description", { description: "x".repeat(10_001) }, { description: "validation.tooLong" }],
    [
      "too many requirements",
      { requirements: Array(31).fill("x") },
      { requirements: "postJob.validation.tooManyLines" },
    ],
    ["an oversized benefit", { benefits: ["x".repeat(301)] }, { benefits: "postJob.validation.lineTooLong" }],
    ["a control character", { jobTitle: "Bad\u0000Title" }, { jobTitle: "validation.invalidCharacters" }],
    ["urgent as text", { urgent: "yes" }, { urgent: "validation.invalidValue" }],
  ];

  it.each(badInputs)("refuses %s with 400 naming the field, writing nothing", async (_label, overrides, errors) => {
    const before = await jobCount();
    const response = await company.post("/api/jobs", jobPostingInput(overrides));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual(errors);
    expect(await jobCount()).toBe(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    expectErrorContract(await company.post("/api/jobs", "[1,2]"), 400);
    expectErrorContract(await company.post("/api/jobs", "{"), 400);
  });
});
