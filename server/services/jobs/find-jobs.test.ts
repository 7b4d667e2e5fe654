// findJobs past the ranked candidates: more matches than RANKED_CANDIDATES, so relevance order
// continues newest first after the ranked part. Pages must still cover every match once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { insertJobs, type TJobFixture } from "../../test/factories";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { findJobs } from "./find-jobs";
import type { TReadMatches } from "./search-keywords-in-database";
import { RANKED_CANDIDATES } from "./search-rules";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let harness: ReturnType<typeof createTestContext>;
const now = new Date();
const titleMatches = new Set<number>();
const nebula = new Map<number, number>(); // id -> age in minutes
const comet = new Map<number, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  harness = createTestContext(database.db);
  const fixtures: TJobFixture[] = [];
  // 1,200 "nebula" jobs, one in three with the word in its title; 1,100 "comet" titles. The
  // title matches are spread over time, so the newest matches hold only some of them.
  for (let index = 0; index < 1_200; index += 1) {
    const inTitle = index % 3 === 0;
    fixtures.push({
      title: inTitle ? "Nebula Engineer" : "Space Engineer",
      description: inTitle ? "Telescope work." : "Telescope work on the nebula survey.",
      ageHours: (index * 7) / 60,
    });
  }
  for (let index = 0; index < 1_100; index += 1) {
    fixtures.push({ title: "Comet Analyst", description: "Orbits.", ageHours: (index % 550) / 60 });
  }
  const ids = await insertJobs(database.db, fixtures, now);
  ids.forEach((id, index) => {
    if (index < 1_200) {
      nebula.set(id, index * 7);
      if (index % 3 === 0) titleMatches.add(id);
    } else {
      comet.set(id, (index - 1_200) % 550);
    }
  });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await database?.close();
});

async function everyPage(
  query: Partial<TJobSearchQuery>,
  pageSize: number,
  options: { readMatches?: TReadMatches; useIndex?: boolean } = {},
) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await findJobs(harness.context, {
      query: { page, pageSize, ...query } as TJobSearchQuery,
      now,
      ...options,
    });
    ids.push(...result.jobs.map((job) => job.id));
    if (result.jobs.length < pageSize) return { ids, total: result.total };
  }
}

const newestFirst = (ages: Map<number, number>) => (a: number, b: number) => ages.get(a)! - ages.get(b)! || b - a;

describe("findJobs relevance past the ranked candidates", () => {
  it("ranks the newest matches and newest title matches, title matches first, then the rest newest first", async () => {
    expect(RANKED_CANDIDATES).toBeLessThan(titleMatches.size);
    const { ids, total } = await everyPage({ search: "nebula" }, 100);
    expect(total).toBe(1_200);
    expect(new Set(ids).size).toBe(1_200);
    // Jobs of one kind share their words, so rank ties and recency decides within each part.
    const newest = [...nebula.keys()].sort(newestFirst(nebula));
    const candidates = new Set([
      ...newest.slice(0, RANKED_CANDIDATES),
      ...newest.filter((id) => titleMatches.has(id)).slice(0, RANKED_CANDIDATES),
    ]);
    const expected = [
      ...newest.filter((id) => candidates.has(id) && titleMatches.has(id)),
      ...newest.filter((id) => candidates.has(id) && !titleMatches.has(id)),
      ...newest.filter((id) => !candidates.has(id)),
    ];
    expect(ids).toEqual(expected);
    // Older title matches, past the ranked ones, follow in the newest-first part.
    expect(ids.indexOf(newest.filter((id) => titleMatches.has(id)).at(-1)!)).toBeGreaterThan(candidates.size);
  });

  it("pages through more title matches than are ranked, with odd page sizes", async () => {
    const { ids, total } = await everyPage({ search: "comet" }, 97);
    expect(total).toBe(1_100);
    expect(new Set(ids).size).toBe(1_100);
    // Every job ranks the same here, so the whole order is newest first.
    expect(ids).toEqual([...comet.keys()].sort(newestFirst(comet)));
  });

  it("answers a page that straddles the ranked candidates and the rest", async () => {
    const whole = (await everyPage({ search: "comet" }, 100)).ids;
    const straddling = await findJobs(harness.context, {
      query: { search: "comet", page: 6, pageSize: 90 } as TJobSearchQuery,
      now,
    });
    expect(straddling.jobs.map((job) => job.id)).toEqual(whole.slice(450, 540));
  });

  it("lists only jobs whose listing has not ended at the given time", async () => {
    // The fixtures' listings end 20 days after now.
    const count = async (days: number) => {
      const at = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
      const query = { search: "comet", pageSize: 10 } as TJobSearchQuery;
      return (await findJobs(harness.context, { query, now: at })).total;
    };
    expect(await count(19.9)).toBe(1_100);
    expect(await count(20.1)).toBe(0);
  });
});

describe("findJobs reading dense matches in the page's order", () => {
  it("answers every page of every sort exactly as reading all matches at once does", async () => {
    const queries: Partial<TJobSearchQuery>[] = [
      { search: "nebula" },
      { search: "nebula", sort: "recent" },
      { search: "nebula", sort: "salary_desc" },
      { search: "comet", sort: "salary_asc" },
      { search: "nebula -survey" },
      { search: '"nebula engineer"' },
      { search: "engineer telescope", sort: "recent" },
    ];
    for (const query of queries) {
      const atOnce = await everyPage(query, 90, { readMatches: "all-at-once" });
      expect(atOnce.total, JSON.stringify(query)).toBeGreaterThan(RANKED_CANDIDATES);
      expect(await everyPage(query, 90, { readMatches: "in-page-order" }), JSON.stringify(query)).toEqual(atOnce);
      // The search index (the default way) gives the same pages and totals.
      expect(await everyPage(query, 90), JSON.stringify(query)).toEqual(atOnce);
    }
  });
});
