// The job search index (decision 010) against the database's own statements: the same pages and
// totals for a wide mix of searches over generated jobs, and every change to the jobs table seen
// by the next search, whoever made it.
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { loadJobs } from "../../../bench/load-jobs";
import { jobs } from "../../db/schema";
import { insertJobs } from "../../test/factories";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { findJobs } from "./find-jobs";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let harness: ReturnType<typeof createTestContext>;
let company = "";
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  harness = createTestContext(database.db);
  const loaded = await loadJobs(database.db, { jobs: 3_000, now });
  company = loaded.companies[0];
  // Words that the english parser alone would break up or spell apart (search-text.ts).
  await insertJobs(
    database.db,
    [
      { title: "C++ Engineer", description: "Trading systems in modern C++." },
      { title: "Embedded C Developer", description: "Firmware in C." },
      { title: "C# Developer", description: "Services in C# on ASP.NET Core.", workType: "remote" },
      { title: "Backend Engineer", requirements: ["C#/.NET", "Node.js"], workType: "remote" },
      { title: "Node.js Developer", description: "APIs in Node.js.", country: "Germany", city: "Berlin" },
      { title: "Ingénieur Logiciel", company: "Société Fixtures", description: "Une équipe à Paris." },
      { title: "مُهَنْدِس برمجيات", description: "أنظمة الدفع في مستشفى ومدرسة." },
      { title: "مـهـنـدس مدني", workType: "remote", country: "Germany", city: "Berlin" },
    ],
    now,
  );
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await database?.close();
});

async function search(query: Partial<TJobSearchQuery>, useIndex: boolean, at = now) {
  const result = await findJobs(harness.context, {
    query: { pageSize: 20, ...query } as TJobSearchQuery,
    now: at,
    useIndex,
  });
  return { total: result.total, ids: result.jobs.map((job) => job.id) };
}

describe("the job search index", () => {
  const queries: Partial<TJobSearchQuery>[] = [
    {},
    { search: "engineer" },
    { search: "manager", sort: "recent" },
    { search: "software engineer" },
    { search: '"product manager"' },
    { search: '"manager product"' },
    { search: "engineer -software" },
    { search: '-"product manager"' },
    { search: "-engineer -manager", sort: "salary_asc" },
    { search: "reac" },
    { search: "recat" },
    { search: "recat", sort: "recent" },
    { search: "reac", sort: "salary_desc" },
    { search: "enginer" },
    { search: "enginer", sort: "salary_asc", page: 3 },
    { search: "managi" },
    { search: "developers" },
    { search: "physiotherapist" },
    { search: "mentor" },
    { search: "the" },
    { search: "the -engineer" },
    { search: "zzzzqqq" },
    { search: "designer", country: "United Kingdom" },
    { search: "developer", country: "United Arab Emirates", city: "Dubai" },
    { search: "developer", country: "United Arab Emirates", city: "DUBAI" },
    { search: "developer", workType: "remote" },
    { search: "engineer", sort: "salary_desc" },
    { search: "accountant", sort: "salary_asc" },
    { country: "Germany" },
    { country: "United Arab Emirates", salaryRange: "200000-400000" },
    { salaryRange: "150000+", sort: "salary_desc" },
    { salaryRange: "0-50000", sort: "salary_asc" },
    { salaryRange: "99999999999+" },
    { companySize: "startup" },
    { companySize: "enterprise", search: "engineer" },
    { company },
    { company: company.toUpperCase(), sort: "salary_asc" },
    { company: "No Such Company" },
    { location: "cairo" },
    { location: "CAIRO", sort: "salary_desc" },
    { location: "%_" },
    { workType: "hybrid", sort: "salary_asc" },
    { sort: "salary_desc" },
    { sort: "salary_asc", page: 40 },
    { page: 60 },
    { search: "engineer", page: 12 },
    { search: "manager", sort: "recent", page: 30 },
    { search: "physiotherapist", page: 500 },
    { search: "c++" },
    { search: "c++ engineer", sort: "recent" },
    { search: "c" },
    { search: "c#" },
    { search: ".net" },
    { search: "asp.net" },
    { search: "c#/.net" },
    { search: "-c++ engineer" },
    { search: "node.js" },
    { search: '"node.js developer"' },
    { search: "ingenieur" },
    { search: "Ingénieur", sort: "salary_desc" },
    { search: '"equipe a paris"' },
    { search: "مهندس" },
    { search: "مُهندس", location: "remote" },
    { search: "انظمه مستشفي مدرسه" },
    { location: "remote" },
    { location: "Remote", sort: "salary_asc", page: 2 },
    { location: "remote, germany" },
    { location: "remote", search: "engineer", country: "Germany" },
    { location: "Berlin remote", sort: "recent" },
  ];

  it("answers every search exactly as the database's statements do", async () => {
    for (const query of queries) {
      const expected = await search(query, false);
      expect(await search(query, true), JSON.stringify(query)).toEqual(expected);
    }
    // The mix finds something in most searches, so it compares orders, not empty pages.
    const found = await Promise.all(queries.map(async (query) => (await search(query, false)).ids.length));
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(queries.length * 0.75);
  });

  it("agrees at the end of listings: a job whose listing has ended is not listed", async () => {
    const later = new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000);
    for (const query of [{}, { search: "engineer" }, { sort: "salary_desc" as const }]) {
      const expected = await search(query, false, later);
      expect(await search(query, true, later), JSON.stringify(query)).toEqual(expected);
      expect(expected.total).toBeLessThan((await search(query, false)).total);
    }
  });

  it("sees every change to the jobs table at the next search", async () => {
    const count = async (query: Partial<TJobSearchQuery>) => (await search(query, true)).total;
    const [id] = await insertJobs(database.db, [{ title: "Xylophone Tuner", description: "Tuning." }], now);
    expect(await count({ search: "xylophone" })).toBe(1);

    await database.db.update(jobs).set({ title: "Marimba Tuner" }).where(eq(jobs.id, id));
    expect(await count({ search: "xylophone" })).toBe(0);
    expect(await count({ search: "marimba" })).toBe(1);
    expect(await count({ search: '"marimba tuner"' })).toBe(1);

    await database.db.update(jobs).set({ status: "paused" }).where(eq(jobs.id, id));
    expect(await count({ search: "marimba" })).toBe(0);
    await database.db.update(jobs).set({ status: "active", country: "Germany" }).where(eq(jobs.id, id));
    expect(await count({ search: "marimba", country: "Germany" })).toBe(1);

    await database.db.delete(jobs).where(eq(jobs.id, id));
    expect(await count({ search: "marimba" })).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("sees a change whose transaction commits after a later one's", async () => {
    const count = async (word: string) => (await search({ search: word }, true)).total;
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("begin");
      // This transaction's log entry comes first, but it commits last.
      await other.query(`insert into jobs (title, company, description, location, country, work_type, expires_at)
          values ('Harpsichord Restorer', 'Early Music', 'Restoring.', 'Boston', 'United States', 'onsite',
            now() + interval '20 days')`);
      await insertJobs(database.db, [{ title: "Clavichord Restorer" }], now);
      expect(await count("clavichord")).toBe(1);
      expect(await count("harpsichord")).toBe(0);
      await other.query("commit");
      expect(await count("harpsichord")).toBe(1);
    } finally {
      await other.end();
    }
  });

  it("starts again when the table is truncated", async () => {
    const scratch = await createTestDatabase();
    const { context, close } = createTestContext(scratch.db);
    try {
      const count = async () => (await findJobs(context, { query: { search: "oboe" } as TJobSearchQuery, now })).total;
      await insertJobs(scratch.db, [{ title: "Oboe Teacher" }, { title: "Oboe Maker" }], now);
      expect(await count()).toBe(2);
      await scratch.db.execute(sql`truncate jobs cascade`);
      expect(await count()).toBe(0);
      await insertJobs(scratch.db, [{ title: "Oboe Player" }], now);
      expect(await count()).toBe(1);
    } finally {
      await close();
      await scratch.close();
    }
  });

  it("is rebuilt when a quarter of it is dead, and still answers the same", async () => {
    const keeper = harness.context.searchIndex;
    const before = await keeper.ready();
    // Every listed job changes once: each leaves a dead slot behind.
    await database.db.execute(sql`update jobs set application_count = application_count + 1`);
    const after = await keeper.ready();
    expect(after).not.toBe(before);
    expect(after?.deadSlots).toBe(0);
    expect(await search({ search: "engineer" }, true)).toEqual(await search({ search: "engineer" }, false));
  });
});
