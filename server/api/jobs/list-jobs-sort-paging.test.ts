// GET /api/jobs sorting and paging: every sort is a total order (ties end on id), so
// pages never repeat or skip a job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toUsd } from "@common/money";
import { insertJobs, type TJobFixture } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;

interface TExpected {
  id: number;
  ageHours: number;
  high: number | null;
  low: number | null;
}
const expected: TExpected[] = [];

// 25 jobs: salaries in three currencies, some missing, several exact ties on salary and on age.
const SALARIES: [string, number | null, number | null][] = [
  ["USD", 100_000, 120_000],
  ["EUR", 100_000, 110_000], // USD 116,000-127,600: above the first despite the smaller numbers
  ["USD", null, null],
  ["GBP", 50_000, null],
  ["USD", 100_000, 120_000], // tie with the first
  ["USD", null, 90_000],
  ["JPY", 9_000_000, 12_000_000],
  ["USD", 100_000, 120_000], // tie again
  ["USD", null, null],
];

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  const fixtures: TJobFixture[] = [];
  for (let index = 0; index < 25; index += 1) {
    const [currency, salaryMin, salaryMax] = SALARIES[index % SALARIES.length];
    fixtures.push({
      title: index % 2 ? "Orbit Engineer" : "Orbit Analyst",
      description: "Work on orbit software.",
      currency,
      salaryMin,
      salaryMax,
      // Pairs of jobs share a posting time.
      ageHours: 1 + Math.floor(index / 2),
    });
  }
  const ids = await insertJobs(harness.context.db, fixtures);
  fixtures.forEach((fixture, index) => {
    const min = fixture.salaryMin == null ? null : toUsd(fixture.salaryMin, fixture.currency!);
    const max = fixture.salaryMax == null ? null : toUsd(fixture.salaryMax, fixture.currency!);
    expected.push({ id: ids[index], ageHours: fixture.ageHours!, high: max ?? min, low: min ?? max });
  });
});
afterAll(async () => {
  await harness?.close();
});

const byIdDescending = (a: TExpected, b: TExpected) => b.id - a.id;
const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
};
const ORDERS: Record<string, (a: TExpected, b: TExpected) => number> = {
  recent: (a, b) => a.ageHours - b.ageHours || byIdDescending(a, b),
  salary_desc: (a, b) => nullsLast(a.high, b.high, -1) || byIdDescending(a, b),
  salary_asc: (a, b) => nullsLast(a.low, b.low, 1) || byIdDescending(a, b),
};

async function allPages(params: string, pageSize: number, total = 25) {
  const seen: number[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const response = await client.get(`/api/jobs?${params}&page=${page}&pageSize=${pageSize}`);
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(total);
    expect(response.json.page).toBe(page);
    expect(response.json.pageSize).toBe(pageSize);
    const ids = (response.json.jobs as { id: number }[]).map((job) => job.id);
    if (ids.length === 0) break;
    seen.push(...ids);
  }
  return seen;
}

describe("sorting", () => {
  for (const sort of ["recent", "salary_desc", "salary_asc"]) {
    for (const search of ["", "orbit"]) {
      it(`${sort}${search ? ` with keywords` : ""}: the documented order, ties by id, over pages of 7`, async () => {
        const order = [...expected].sort(ORDERS[sort]).map((job) => job.id);
        expect(await allPages(`sort=${sort}&search=${search}`, 7)).toEqual(order);
      });
    }
  }

  it("relevance without keywords is the newest first", async () => {
    const order = [...expected].sort(ORDERS.recent).map((job) => job.id);
    expect(await allPages("sort=relevance", 10)).toEqual(order);
    expect(await allPages("", 10)).toEqual(order);
  });

  it("relevance with keywords pages through every match once", async () => {
    const seen = await allPages("search=orbit", 4);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    // Equal rank (the same title words): title matches first, then newest.
    const engineers = await allPages("search=orbit%20engineer", 5, 12);
    expect(new Set(engineers).size).toBe(12);
  });

  it("salary sorts compare in US dollars and put jobs without a salary last", async () => {
    const response = await client.get("/api/jobs?sort=salary_desc&pageSize=100");
    const jobs = response.json.jobs as { currency: string; salaryMin: number | null; salaryMax: number | null }[];
    const withoutSalary = expected.filter((job) => job.high === null).length;
    expect(withoutSalary).toBeGreaterThan(1);
    const hasNoSalary = (job: (typeof jobs)[number]) => job.salaryMin === null && job.salaryMax === null;
    expect(jobs[0].currency).toBe("EUR");
    expect(jobs.slice(-withoutSalary).every(hasNoSalary)).toBe(true);
    expect(jobs.slice(0, -withoutSalary).some(hasNoSalary)).toBe(false);
    const ascending = (await client.get("/api/jobs?sort=salary_asc&pageSize=100")).json.jobs as typeof jobs;
    expect(ascending.slice(-withoutSalary).every(hasNoSalary)).toBe(true);
    expect(ascending.slice(0, -withoutSalary).some(hasNoSalary)).toBe(false);
  });
});

describe("paging", () => {
  it("a page past the end is empty and still tells the total", async () => {
    for (const params of ["", "search=orbit", "search=orbit&sort=salary_desc"]) {
      const response = await client.get(`/api/jobs?${params}&page=9&pageSize=20`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ jobs: [], total: 25, page: 9 });
    }
  });

  it("the default page size is 20 and the largest is 100", async () => {
    const first = await client.get("/api/jobs");
    expect(first.json).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.json.jobs).toHaveLength(20);
    const largest = await client.get("/api/jobs?pageSize=100");
    expect(largest.json.jobs).toHaveLength(25);
    expect((await client.get("/api/jobs?pageSize=101")).status).toBe(400);
  });
});
