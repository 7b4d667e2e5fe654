import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, jobs } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { HOUR_MS, insertCompany, insertJobs, signedInSeeker } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let signedIn: ReturnType<typeof createClient>;

type TJobStatus = (typeof jobs.$inferInsert)["status"];

async function addJobs(companyId: number, name: string, howMany: number, status: TJobStatus, expiresInHours: number) {
  const fixtures = Array.from({ length: howMany }, (_, index) => ({
    companyId,
    company: name,
    title: `${status} role ${index + 1}`,
    description: "A role.",
    location: "Somewhere",
    country: "United States",
    city: null,
    workType: "remote" as const,
    status,
    expiresInHours,
  }));
  await insertJobs(harness.context.db, fixtures);
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  harness = await createTestApp();
  signedIn = await signedInSeeker(harness);

  ids.berlin = await insertCompany(harness.context.db, {
    name: "Berlin Bytes",
    industry: "Technology",
    size: "51-200",
    country: "Germany",
    city: "Berlin",
    website: "https://berlin-bytes.example.com",
    description: "Payment software for European retailers.",
  });
  ids.desert = await insertCompany(harness.context.db, {
    name: "Desert Health",
    industry: "Healthcare",
    size: "201-1000",
    country: "United Arab Emirates",
    city: "Dubai",
    description: "Clinics across the Gulf.",
  });
  ids.nimbus = await insertCompany(harness.context.db, {
    name: "Nimbus Cloud",
    industry: "Technology",
    size: "1000+",
    country: "United States",
    city: "New York",
    logoUrl: "https://cdn.example.com/nimbus.png",
    description: "Cloud infrastructure tooling for engineering teams.",
  });
  ids.atlas = await insertCompany(harness.context.db, {
    name: "Atlas 100% Foods",
    industry: "Retail",
    size: "11-50",
    country: "Morocco",
    city: "Casablanca",
    description: "Fresh_food delivery in North Africa.",
  });
  ids.zeta = await insertCompany(harness.context.db, {
    name: "Zeta Consulting",
    industry: "Consulting",
    country: "United Kingdom",
  });
  ids.quiet = await insertCompany(harness.context.db, {
    name: "quiet co",
    website: "javascript:alert(1)",
    logoUrl: "javascript:alert(1)",
  });

  await addJobs(ids.berlin, "Berlin Bytes", 5, "active", 24);
  await addJobs(ids.desert, "Desert Health", 3, "active", 24);
  // Nimbus has 3 live jobs among 7: one expired an hour ago, and one each closed, draft, paused.
  await addJobs(ids.nimbus, "Nimbus Cloud", 3, "active", 24 * 20);
  await addJobs(ids.nimbus, "Nimbus Cloud", 1, "active", -1);
  await addJobs(ids.nimbus, "Nimbus Cloud", 1, "closed", 24);
  await addJobs(ids.nimbus, "Nimbus Cloud", 1, "draft", 24);
  await addJobs(ids.nimbus, "Nimbus Cloud", 1, "paused", 24);
  await addJobs(ids.atlas, "Atlas 100% Foods", 1, "active", 1);
  await addJobs(ids.zeta, "Zeta Consulting", 2, "expired", -48);
});
afterAll(async () => {
  await harness?.close();
});

const namesOf = (response: { json: Record<string, unknown> }) =>
  (response.json.companies as { name: string }[]).map((company) => company.name);

describe("GET /api/companies: who may ask", () => {
  it("answers 401 to a visitor", async () => {
    const response = await createClient(harness.app).get("/api/companies");
    expectErrorContract(response, 401);
    expect(response.json.messageKey).toBe("errors.notSignedIn");
  });

  it("answers 401 before looking at the query", async () => {
    const response = await createClient(harness.app).get("/api/companies?industry=Nope&search=" + "x".repeat(10_000));
    expectErrorContract(response, 401);
  });
});

describe("GET /api/companies: the list", () => {
  it("lists every profile, most open positions first, then by name ignoring case", async () => {
    const response = await signedIn.get("/api/companies");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(namesOf(response)).toEqual([
      "Berlin Bytes",
      "Desert Health",
      "Nimbus Cloud",
      "Atlas 100% Foods",
      "quiet co",
      "Zeta Consulting",
    ]);
    expect(response.json.total).toBe(6);
  });

  it("counts only live jobs: active and not expired", async () => {
    const response = await signedIn.get("/api/companies");
    const counts = Object.fromEntries(
      (response.json.companies as { name: string; openPositions: number }[]).map((c) => [c.name, c.openPositions]),
    );
    expect(counts).toEqual({
      "Berlin Bytes": 5,
      "Desert Health": 3,
      "Nimbus Cloud": 3,
      "Atlas 100% Foods": 1,
      "quiet co": 0,
      "Zeta Consulting": 0,
    });
  });

  it("answers each company's public profile and nothing else", async () => {
    const response = await signedIn.get("/api/companies?search=nimbus");
    expect(response.json.companies).toEqual([
      {
        id: ids.nimbus,
        name: "Nimbus Cloud",
        logoUrl: "https://cdn.example.com/nimbus.png",
        website: null,
        industry: "Technology",
        size: "1000+",
        description: "Cloud infrastructure tooling for engineering teams.",
        country: "United States",
        countryCode: "US",
        city: "New York",
        location: "New York, United States",
        openPositions: 3,
      },
    ]);
  });

  it("never answers a link that is not http(s)", async () => {
    const response = await signedIn.get("/api/companies?search=quiet");
    expect(response.json.companies[0]).toMatchObject({ website: null, logoUrl: null, location: null });
    const zeta = await signedIn.get("/api/companies?search=zeta");
    expect(zeta.json.companies[0].location).toBe("United Kingdom");
  });

  it("lists every city of the profiles for the City filter, countries in the spec's order", async () => {
    const response = await signedIn.get("/api/companies?industry=Retail");
    expect(response.json.cities).toEqual([
      { country: "United States", countryCode: "US", city: "New York" },
      { country: "Germany", countryCode: "DE", city: "Berlin" },
      { country: "United Arab Emirates", countryCode: "AE", city: "Dubai" },
      { country: "Morocco", countryCode: "MA", city: "Casablanca" },
    ]);
  });
});

describe("GET /api/companies: search and filters", () => {
  it.each([
    ["a name, any case", "search=DESERT", ["Desert Health"]],
    ["a word of the description", "search=infrastructure", ["Nimbus Cloud"]],
    ["every word, in name or description", "search=berlin%20payment", ["Berlin Bytes"]],
    ["words that match different companies", "search=berlin%20clinics", []],
    ["a literal percent sign", "search=100%25", ["Atlas 100% Foods"]],
    ["a lone percent sign", "search=%25", ["Atlas 100% Foods"]],
    ["a literal underscore", "search=_", ["Atlas 100% Foods"]],
    ["a backslash", "search=%5C", []],
    ["industry", "industry=Technology", ["Berlin Bytes", "Nimbus Cloud"]],
    ["industry with an ampersand", "industry=Hospitality%20%26%20Tourism", []],
    ["country by name", "country=United%20Arab%20Emirates", ["Desert Health"]],
    ["country by ISO code", "country=ma", ["Atlas 100% Foods"]],
    ["city, any case", "city=dubai", ["Desert Health"]],
    ["a city no one is in", "city=Atlantis", []],
    ["industry and country", "industry=Technology&country=Germany", ["Berlin Bytes"]],
    ["country and a city of another country", "country=Germany&city=Dubai", []],
    ["search and industry", "search=cloud&industry=Technology", ["Nimbus Cloud"]],
    ["All and empty values as no filter", "industry=All&country=all&city=&search=%20%20", 6],
    ["SQL-looking text as plain text", "search=%27%3B%20DROP%20TABLE%20companies%3B%20--", []],
    ["SQL-looking city as plain text", "city=x%27%20OR%20%271%27%3D%271", []],
    ["unknown parameters ignored", "page=2&sort=rating", 6],
  ])("%s", async (_label, query, expected) => {
    const response = await signedIn.get(`/api/companies?${query}`);
    expect(response.status, response.text).toBe(200);
    if (typeof expected === "number") expect(response.json.companies).toHaveLength(expected);
    else expect(namesOf(response)).toEqual(expected);
    expect(response.json.total).toBe(response.json.companies.length);
  });

  it("still has every company after the SQL-looking searches", async () => {
    const [{ n }] = await harness.context.db.select({ n: count() }).from(companies);
    expect(n).toBe(6);
  });
});

describe("GET /api/companies: bad input is refused naming the parameter", () => {
  const TEN_KB = "x".repeat(10_000);
  it.each([
    ["search", `search=${TEN_KB}`, "validation.tooLong"],
    ["search", `search=${"y".repeat(201)}`, "validation.tooLong"],
    ["search", "search=a%00b", "validation.invalidCharacters"],
    ["industry", "industry=Astrology", "validation.invalidOption"],
    ["industry", "industry=technology", "validation.invalidOption"],
    ["industry", `industry=${TEN_KB}`, "validation.invalidOption"],
    ["industry", "industry=Technology%27%20OR%20%271%27%3D%271", "validation.invalidOption"],
    ["country", "country=Narnia", "validation.invalidOption"],
    ["country", "country=Spain", "validation.invalidOption"],
    ["country", `country=${TEN_KB}`, "validation.invalidOption"],
    ["city", `city=${TEN_KB}`, "validation.tooLong"],
    ["city", "city=Du%1Bbai", "validation.invalidCharacters"],
  ])("%s: %#", async (field, query, key) => {
    const response = await signedIn.get(`/api/companies?${query}`);
    expectErrorContract(response, 400);
    expect(response.json.messageKey).toBe("errors.invalidInput");
    expect(response.json.errors).toEqual({ [field]: key });
  });

  it("names every bad parameter at once", async () => {
    const response = await signedIn.get("/api/companies?industry=Nope&country=Nope");
    expectErrorContract(response, 400);
    expect(Object.keys(response.json.errors).sort()).toEqual(["country", "industry"]);
  });
});

describe("GET /api/companies: limits", () => {
  it("lists at most the limit and says how many matched", async () => {
    const { findCompanies } = await import("../../services/companies/find-companies");
    const result = await findCompanies(harness.context, { query: {}, limit: 2 });
    expect(result.companies.map((company) => company.name)).toEqual(["Berlin Bytes", "Desert Health"]);
    expect(result.total).toBe(6);
  });

  it("counts jobs live at the given moment", async () => {
    const { findCompanies } = await import("../../services/companies/find-companies");
    const inTwoHours = new Date(Date.now() + 2 * HOUR_MS);
    const result = await findCompanies(harness.context, { query: { search: "atlas" }, now: inTwoHours });
    expect(result.companies[0].openPositions).toBe(0);
  });
});
