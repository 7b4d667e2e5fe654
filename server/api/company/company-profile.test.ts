// GET and PUT /api/company/profile (docs/product.md#companies): a company reads and writes its
// own profile; a rename is written on its jobs in the same transaction, so the job search finds
// them by the new name at once, while applications keep the job as it was sent. Bad input is a
// 4xx naming the field, and nothing is written.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCompanyOwnProfile, TCompanyProfileUpdateInput } from "@common/companies/profile";
import { rowsOf } from "../../db/rows";
import { applications, companies, jobs } from "../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInCompany, signedInSeeker, type TTestApp } from "../../test/factories";
import { applyAs, hiringCompany, seekerWithResume } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
let origin: string;
beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness?.close();
});

const PATH = "/api/company/profile";

function profileInput(overrides: Partial<TCompanyProfileUpdateInput> = {}): TCompanyProfileUpdateInput {
  return {
    name: "Acme Robotics",
    website: "https://acme.example",
    industry: "Technology",
    size: "51-200",
    country: "Germany",
    city: "Berlin",
    description: "We build robots that build robots.",
    foundedYear: 1999,
    socialLinks: { linkedin: "https://www.linkedin.com/company/acme", x: null, facebook: null, instagram: null },
    contactName: "Wile Coyote",
    contactTitle: "Head of Talent",
    ...overrides,
  };
}

async function companyRowOf(userId: number) {
  const [row] = await harness.context.db.select().from(companies).where(eq(companies.userId, userId));
  return row;
}

async function searchIds(query: string): Promise<number[]> {
  const response = await createClient(harness.app).get(`/api/jobs?${query}&pageSize=100`);
  expect(response.status, response.text).toBe(200);
  return response.json.jobs.map((job: { id: number }) => job.id);
}

describe("GET /api/company/profile", () => {
  it("answers the signed-in company's own profile, its generated logo and public path", async () => {
    const company = await signedInCompany(harness, {}, { name: "Globex Ünited" });
    const row = await companyRowOf(company.user.id);
    const response = await company.get(PATH);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      id: row.id,
      name: "Globex Ünited",
      website: "https://acme.example",
      industry: "Technology",
      size: "51-200",
      country: "Germany",
      countryCode: "DE",
      city: "Berlin",
      description: "We build robots that build robots.",
      foundedYear: null,
      socialLinks: { linkedin: null, x: null, facebook: null, instagram: null },
      contactName: "Wile Coyote",
      contactTitle: "Head of Talent",
      logoUrl: `/api/companies/${row.id}/logo`,
      hasUploadedLogo: false,
      publicPath: `/companies/${row.id}-globex-united`,
    } satisfies TCompanyOwnProfile);
  });

  it("is 401 signed out, 403 for a job seeker and for an administrator without a company", async () => {
    expectErrorContract(await createClient(harness.app).get(PATH), 401);
    const seeker = await signedInSeeker(harness);
    expect(expectErrorContract(await seeker.get(PATH), 403)).toEqual(
      errorBodyOf("FORBIDDEN", "companyProfile.companiesOnly"),
    );
    const admin = await signedInAdmin(harness);
    expect(expectErrorContract(await admin.get(PATH), 403).messageKey).toBe("companyProfile.companiesOnly");
  });
});

describe("PUT /api/company/profile", () => {
  it("writes the whole profile and reads it back; blank optional fields are cleared", async () => {
    const company = await signedInCompany(harness);
    const saved = await company.put(
      PATH,
      profileInput({
        name: "  Initech  ",
        website: "initech.example",
        country: "MA",
        city: "Casablanca",
        foundedYear: 1987,
        socialLinks: {
          linkedin: "https://linkedin.com/company/initech",
          x: "https://x.com/initech",
          facebook: "",
          instagram: null,
        },
        contactTitle: "",
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      name: "Initech",
      website: "https://initech.example",
      country: "Morocco",
      countryCode: "MA",
      city: "Casablanca",
      foundedYear: 1987,
      socialLinks: {
        linkedin: "https://linkedin.com/company/initech",
        x: "https://x.com/initech",
        facebook: null,
        instagram: null,
      },
      contactTitle: null,
    });
    expect(saved.json.publicPath).toMatch(/^\/companies\/\d+-initech$/);
    expect((await company.get(PATH)).json).toEqual(saved.json);
    const row = await companyRowOf(company.user.id);
    expect(row.socialLinks).toEqual({ linkedin: "https://linkedin.com/company/initech", x: "https://x.com/initech" });
    // The header's company name follows.
    expect((await company.get("/api/auth/user")).json.companyName).toBe("Initech");
  });

  it("takes its own GET answer back unchanged: nulls clear, as the schema says", async () => {
    const company = await signedInCompany(harness, {}, { contactTitle: "", website: "" });
    const read = await company.get(PATH);
    expect(read.json).toMatchObject({ website: null, contactTitle: null, socialLinks: { x: null } });
    const {
      id: _id,
      countryCode: _code,
      logoUrl: _logo,
      hasUploadedLogo: _has,
      publicPath: _path,
      ...body
    } = read.json;
    const saved = await company.put(PATH, body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual(read.json);
  });

  it("keeps HTML in the description as text, to be shown as text", async () => {
    const company = await signedInCompany(harness);
    const description = '<script>alert(1)</script><b onclick="x()">Bold</b> & more';
    const saved = await company.put(PATH, profileInput({ description }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.description).toBe(description);
  });

  it("refuses bad input with 400 naming each field, and writes nothing", async () => {
    const company = await signedInCompany(harness);
    const before = await companyRowOf(company.user.id);
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ["a javascript: website", { website: "javascript:alert(1)" }, { website: "validation.invalidUrl" }],
      [
        "a javascript: social link",
        { socialLinks: { linkedin: "javascript:alert(document.cookie)" } },
        { "socialLinks.linkedin": "validation.invalidUrl" },
      ],
      [
        "a data: social link",
        { socialLinks: { x: "data:text/html,<script>" } },
        { "socialLinks.x": "validation.invalidUrl" },
      ],
      [
        "a founded year in the future",
        { foundedYear: new Date().getUTCFullYear() + 1 },
        { foundedYear: "companyProfile.validation.foundedYear" },
      ],
      ["a founded year before 1800", { foundedYear: 1799 }, { foundedYear: "companyProfile.validation.foundedYear" }],
      ["a founded year as text", { foundedYear: "1999" }, { foundedYear: "validation.invalidNumber" }],
      ["a city not in the country", { country: "Germany", city: "Casablanca" }, { city: "validation.invalidOption" }],
      [
        "a city without a country",
        { country: null, city: "Berlin" },
        { city: "companyProfile.validation.cityNeedsCountry" },
      ],
      ["an unknown country", { country: "Atlantis", city: null }, { country: "validation.invalidOption" }],
      ["a name of 10 kB", { name: "N".repeat(10_000) }, { name: "validation.tooLong" }],
      ["no name", { name: "   " }, { name: "validation.required" }],
      ["an unknown industry", { industry: "Piracy" }, { industry: "validation.invalidOption" }],
      ["a description too long", { description: "d".repeat(2001) }, { description: "validation.tooLong" }],
    ];
    for (const [label, overrides, errors] of cases) {
      const response = await company.put(PATH, { ...profileInput(), ...overrides });
      const body = expectErrorContract(response, 400);
      expect(body.errors, label).toMatchObject(errors);
    }
    expect(await companyRowOf(company.user.id)).toEqual(before);
  });

  it("refuses a job seeker (403), the signed-out (401) and another site (403), writing nothing", async () => {
    const seeker = await signedInSeeker(harness);
    expect(expectErrorContract(await seeker.put(PATH, profileInput()), 403).messageKey).toBe(
      "companyProfile.companiesOnly",
    );
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).put(PATH, profileInput()), 401);
    const company = await signedInCompany(harness);
    const before = await companyRowOf(company.user.id);
    const crossSite = await company.put(PATH, profileInput({ name: "Evil Corp" }), { origin: "https://evil.example" });
    expectErrorContract(crossSite, 403);
    expect(await companyRowOf(company.user.id)).toEqual(before);
  });

  it("renames the company's jobs at once: the ?company= filter and a search find the new name, a frozen application keeps the old", async () => {
    const hiring = await hiringCompany(harness);
    const other = await hiringCompany(harness);
    const jobIds = [await hiring.job({ title: "Quokka Engineer" }), await hiring.job({ title: "Quokka Tester" })];
    const othersJob = await other.job({ title: "Quokka Keeper" });
    const seeker = await seekerWithResume(harness);
    const applicationId = await applyAs(seeker, jobIds[0]);
    const [{ snapshot: before }] = await harness.context.db
      .select({ snapshot: applications.jobSnapshot })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(before.company).toBe("Acme Robotics");
    const changesSince = async (seq: number) =>
      rowsOf<{ job_id: number }>(
        await harness.context.db.execute(sql`select job_id from job_search_changes where seq > ${seq}`),
      ).map((entry) => entry.job_id);
    const [{ last }] = rowsOf<{ last: string | number | null }>(
      await harness.context.db.execute(sql`select max(seq) as last from job_search_changes`),
    );
    // Searches before the rename, so an index is built and must follow.
    expect(await searchIds("company=Acme%20Robotics")).toEqual(expect.arrayContaining([...jobIds, othersJob]));

    const renamed = await hiring.client.put(PATH, profileInput({ name: "Zyxwv Dynamics" }));
    expect(renamed.status, renamed.text).toBe(200);

    const rows = await harness.context.db.select({ id: jobs.id, company: jobs.company }).from(jobs);
    const companyOf = new Map(rows.map((row) => [row.id, row.company]));
    expect(jobIds.map((id) => companyOf.get(id))).toEqual(["Zyxwv Dynamics", "Zyxwv Dynamics"]);
    expect(companyOf.get(othersJob)).toBe("Acme Robotics");
    expect((await searchIds("company=Zyxwv%20Dynamics")).sort()).toEqual([...jobIds].sort());
    expect(await searchIds("company=Acme%20Robotics")).not.toEqual(expect.arrayContaining([jobIds[0]]));
    expect(await searchIds("company=Acme%20Robotics")).toContain(othersJob);
    expect((await searchIds("search=zyxwv")).sort()).toEqual([...jobIds].sort());
    // The search index's change log names the renamed jobs.
    expect((await changesSince(Number(last ?? 0))).sort()).toEqual([...jobIds].sort());
    // The application keeps the job as it was sent.
    const [{ snapshot: after }] = await harness.context.db
      .select({ snapshot: applications.jobSnapshot })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(after).toEqual(before);
  });
});
