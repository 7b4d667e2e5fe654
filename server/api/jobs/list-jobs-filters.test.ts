// GET /api/jobs filters: each filter, with and without keywords, and which jobs are
// listed at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCompany, insertJobs, type TJobFixture } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;
const id: Record<string, number> = {};

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  const db = harness.context.db;
  const companyIds = {
    alpha: await insertCompany(db, { name: "Alpha Startup", size: "11-50" }),
    beta: await insertCompany(db, { name: "Beta Small", size: "51-200" }),
    gamma: await insertCompany(db, { name: "Gamma Medium", size: "201-1000" }),
    delta: await insertCompany(db, { name: "Delta Large", size: "1000+" }),
    epsilon: await insertCompany(db, { name: "Epsilon Tiny", size: "1-10" }),
  };
  const at = (company: keyof typeof companyIds, name: string) => ({ companyId: companyIds[company], company: name });
  // Every job here mentions "zephyr", so each filter is checked with and without keywords.
  const description = "A zephyr role.";
  const listed: Record<string, TJobFixture> = {
    // USD 60k-80k
    newYorkOnsite: {
      title: "Analyst",
      ...at("alpha", "Alpha Startup"),
      city: "New York",
      workType: "onsite",
      salaryMin: 60_000,
      salaryMax: 80_000,
    },
    // USD 120k-160k
    sanFranciscoRemote: {
      title: "Architect",
      ...at("beta", "Beta Small"),
      city: "San Francisco",
      workType: "remote",
      salaryMin: 120_000,
      salaryMax: 160_000,
    },
    // EUR 50k-70k = USD 58,000-81,200
    berlinHybrid: {
      title: "Designer",
      ...at("gamma", "Gamma Medium"),
      country: "Germany",
      city: "Berlin",
      workType: "hybrid",
      currency: "EUR",
      salaryMin: 50_000,
      salaryMax: 70_000,
    },
    // EUR 90k minimum only = USD 104,400
    munichMinOnly: {
      title: "Engineer",
      ...at("delta", "Delta Large"),
      country: "Germany",
      city: "Munich",
      currency: "EUR",
      salaryMin: 90_000,
    },
    // GBP 45k maximum only = USD 60,750
    londonMaxOnly: {
      title: "Writer",
      ...at("epsilon", "Epsilon Tiny"),
      country: "United Kingdom",
      city: "London",
      workType: "remote",
      currency: "GBP",
      salaryMax: 45_000,
    },
    // No salary
    dubaiNoSalary: {
      title: "Planner",
      ...at("alpha", "Alpha Startup"),
      country: "United Arab Emirates",
      city: "Dubai",
      currency: "AED",
    },
    // USD 150k exactly, minimum only: on the limit between two bands
    newYorkAtLimit: { title: "Director", city: "New York", workType: "remote", salaryMin: 150_000 },
  };
  const hidden: Record<string, TJobFixture> = {
    draft: { title: "Draft", status: "draft", city: "New York", salaryMin: 70_000 },
    paused: { title: "Paused", status: "paused", city: "New York", salaryMin: 70_000 },
    closed: { title: "Closed", status: "closed", city: "New York", salaryMin: 70_000 },
    expiredStatus: { title: "Expired", status: "expired", city: "New York", salaryMin: 70_000 },
    pastExpiry: { title: "Past", city: "New York", salaryMin: 70_000, ageHours: 800, expiresInHours: -1 },
  };
  const all = { ...listed, ...hidden };
  const ids = await insertJobs(
    db,
    Object.values(all).map((fixture) => ({ description, ...fixture })),
  );
  Object.keys(all).forEach((key, index) => (id[key] = ids[index]));
});
afterAll(async () => {
  await harness?.close();
});

async function list(params: string) {
  const response = await client.get(`/api/jobs?pageSize=100&${params}`);
  expect(response.status, response.text).toBe(200);
  const ids = (response.json.jobs as { id: number }[]).map((job) => job.id);
  expect(response.json.total).toBe(ids.length);
  return ids;
}

/** The jobs a filter finds, checked to be the same with the keyword search on. */
async function filtered(params: string) {
  const plain = await list(params);
  const withKeywords = await list(`${params}&search=zephyr`);
  expect(withKeywords.sort()).toEqual([...plain].sort());
  return plain.sort((a, b) => a - b);
}

const ids = (...keys: string[]) => keys.map((key) => id[key]).sort((a, b) => a - b);

describe("which jobs are listed", () => {
  it("lists only active jobs whose listing has not ended", async () => {
    expect(await filtered("")).toEqual(
      ids(
        "newYorkOnsite",
        "sanFranciscoRemote",
        "berlinHybrid",
        "munichMinOnly",
        "londonMaxOnly",
        "dubaiNoSalary",
        "newYorkAtLimit",
      ),
    );
  });
});

describe("filters", () => {
  it("country", async () => {
    expect(await filtered("country=Germany")).toEqual(ids("berlinHybrid", "munichMinOnly"));
    expect(await filtered("country=Japan")).toEqual([]);
    // By ISO code in any case, the same jobs.
    expect(await filtered("country=de")).toEqual(ids("berlinHybrid", "munichMinOnly"));
  });

  it("city, in any letter case, with or without a country", async () => {
    expect(await filtered("city=new%20york")).toEqual(ids("newYorkOnsite", "newYorkAtLimit"));
    expect(await filtered("country=United%20States&city=San%20Francisco")).toEqual(ids("sanFranciscoRemote"));
    expect(await filtered("country=Germany&city=New%20York")).toEqual([]);
  });

  it("free-text location matches part of the location or city", async () => {
    expect(await filtered("location=berl")).toEqual(ids("berlinHybrid"));
    expect(await filtered("location=united%20kingdom")).toEqual(ids("londonMaxOnly"));
    expect(await filtered("location=100%25")).toEqual([]);
  });

  it("work type", async () => {
    expect(await filtered("workType=remote")).toEqual(ids("sanFranciscoRemote", "londonMaxOnly", "newYorkAtLimit"));
    expect(await filtered("workType=hybrid")).toEqual(ids("berlinHybrid"));
  });

  it("company size groups, through the job's company", async () => {
    expect(await filtered("companySize=startup")).toEqual(ids("newYorkOnsite", "londonMaxOnly", "dubaiNoSalary"));
    expect(await filtered("companySize=small")).toEqual(ids("sanFranciscoRemote"));
    expect(await filtered("companySize=medium")).toEqual(ids("berlinHybrid"));
    expect(await filtered("companySize=large")).toEqual(ids("munichMinOnly"));
  });

  it("company name: whole name, any letter case", async () => {
    expect(await filtered("company=alpha%20startup")).toEqual(ids("newYorkOnsite", "dubaiNoSalary"));
    expect(await filtered("company=Alpha")).toEqual([]);
  });

  it("keeps the order of the whole listing in every sort, for a city, a company and a place", async () => {
    for (const sort of ["relevance", "recent", "salary_desc", "salary_asc"]) {
      const everything = await list(`sort=${sort}`);
      for (const params of ["city=new%20york", "company=alpha%20startup", "location=york", "company=nobody"]) {
        const found = await list(`${params}&sort=${sort}`);
        expect(found, `${params}&sort=${sort}`).toEqual(everything.filter((jobId) => found.includes(jobId)));
        if (params !== "company=nobody") expect(found.length, params).toBeGreaterThan(1);
      }
    }
  });

  it("combines filters", async () => {
    expect(await filtered("country=United%20States&workType=remote&companySize=small")).toEqual(
      ids("sanFranciscoRemote"),
    );
  });
});

describe("salary bands", () => {
  it("without a country, compares US dollars: a job matches when its range overlaps the band", async () => {
    expect(await filtered("salaryRange=0-50000")).toEqual([]);
    expect(await filtered("salaryRange=50000-100000")).toEqual(ids("newYorkOnsite", "berlinHybrid", "londonMaxOnly"));
    expect(await filtered("salaryRange=100000-150000")).toEqual(ids("sanFranciscoRemote", "munichMinOnly"));
  });

  it("the open-ended band takes every job reaching its minimum; a job at a limit is in the upper band", async () => {
    expect(await filtered("salaryRange=150000%2B")).toEqual(ids("sanFranciscoRemote", "newYorkAtLimit"));
    expect(await filtered("salaryRange=150000-200000")).toEqual(ids("sanFranciscoRemote", "newYorkAtLimit"));
  });

  it("with a country, compares in that country's currency, including min-only and max-only jobs", async () => {
    expect(await filtered("country=Germany&salaryRange=40000-80000")).toEqual(ids("berlinHybrid"));
    expect(await filtered("country=Germany&salaryRange=80000-120000")).toEqual(ids("munichMinOnly"));
    expect(await filtered("country=Germany&salaryRange=120000%2B")).toEqual([]);
    expect(await filtered("country=United%20Kingdom&salaryRange=30000-60000")).toEqual(ids("londonMaxOnly"));
    expect(await filtered("country=United%20Kingdom&salaryRange=0-30000")).toEqual([]);
  });

  it("never matches a job without a salary", async () => {
    expect(await filtered("country=United%20Arab%20Emirates&salaryRange=0-200000")).toEqual([]);
    expect(await filtered("country=United%20Arab%20Emirates")).toEqual(ids("dubaiNoSalary"));
  });

  it("a band beyond any salary matches nothing", async () => {
    expect(await filtered("salaryRange=999999999999%2B")).toEqual([]);
    expect(await filtered("salaryRange=0-999999999999")).toHaveLength(6);
  });
});
