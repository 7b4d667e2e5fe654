// GET /api/jobs?search=...: what a search finds and in which order (keyword search).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJobs } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;
const id: Record<string, number> = {};

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  const fixtures = {
    // Kotlin in the title, in the requirements (weight B) and, the newest, in the description only.
    kotlinTitle: { title: "Kotlin Developer", description: "Build our apps.", ageHours: 30 },
    kotlinRequirement: {
      title: "Android Engineer",
      requirements: ["Kotlin coroutines"],
      description: "Ship the app.",
      ageHours: 20,
    },
    kotlinDescription: {
      title: "Mobile Engineer",
      description: "Our apps are written in Kotlin. Kotlin everywhere, Kotlin all day.",
      ageHours: 2,
    },
    kotlinCompany: {
      title: "Platform Engineer",
      company: "Kotlin Works",
      description: "Run the platform.",
      ageHours: 10,
    },
    react: { title: "React Developer", description: "Build user interfaces.", ageHours: 5 },
    java: { title: "Java Developer", description: "Spring services.", ageHours: 4 },
    javascript: { title: "Frontend Engineer", description: "JavaScript and CSS all day.", ageHours: 13 },
    dataAnalyst: { title: "Data Analyst", ageHours: 14 },
    dataScientist: { title: "Data Scientist", ageHours: 15 },
    dataEngineer: { title: "Data Engineer", ageHours: 16 },
    database: { title: "Backend Engineer", description: "Tune the database.", ageHours: 17 },
    software: { title: "Software Engineer", description: "Services in Go.", ageHours: 6 },
    productManager: {
      title: "Product Manager",
      description: "Own the roadmap.",
      requirements: ["Experience managing small teams"],
      ageHours: 7,
    },
    productMarketingManager: { title: "Product Marketing Manager", description: "Launch features.", ageHours: 8 },
    managerProduct: { title: "Manager, Product Operations", description: "Run operations.", ageHours: 9 },
    callCentre: { title: "Support Agent", description: "Work in our call centre.", ageHours: 11 },
    support: { title: "Support Specialist", description: "Help customers by e-mail.", ageHours: 12 },
    headOfSales: { title: "Head of Sales", description: "Grow revenue.", ageHours: 18 },
    salesHead: { title: "Sales Lead", description: "Head the team of sales people.", ageHours: 19 },
    cloudArchitect: {
      title: "Engineering Lead",
      description: "Partner with a senior cloud architect on e-commerce checkout.",
      ageHours: 21,
    },
  };
  const ids = await insertJobs(harness.context.db, Object.values(fixtures));
  Object.keys(fixtures).forEach((key, index) => (id[key] = ids[index]));
});
afterAll(async () => {
  await harness?.close();
});

async function search(text: string, extra = "") {
  const response = await client.get(`/api/jobs?search=${encodeURIComponent(text)}&pageSize=100${extra}`);
  expect(response.status).toBe(200);
  return { ids: response.json.jobs.map((job: { id: number }) => job.id) as number[], total: response.json.total };
}

describe("relevance", () => {
  it("ranks a title match above a requirements match above a description-only match", async () => {
    const { ids, total } = await search("kotlin");
    expect(total).toBe(4);
    expect(ids[0]).toBe(id.kotlinTitle);
    // The description-only match is the newest, and still comes last.
    expect(ids.indexOf(id.kotlinRequirement)).toBeLessThan(ids.indexOf(id.kotlinDescription));
    expect(ids.indexOf(id.kotlinCompany)).toBeLessThan(ids.indexOf(id.kotlinDescription));
    expect(ids.at(-1)).toBe(id.kotlinDescription);
  });

  it("sorted by recency instead, the newest match comes first", async () => {
    const { ids } = await search("kotlin", "&sort=recent");
    expect(ids).toEqual([id.kotlinDescription, id.kotlinCompany, id.kotlinRequirement, id.kotlinTitle]);
  });

  it("requires every word", async () => {
    expect((await search("react developer")).ids).toEqual([id.react]);
    expect((await search("developer")).ids.sort()).toEqual([id.kotlinTitle, id.react, id.java].sort());
  });

  it("stems words: developers finds Developer", async () => {
    expect((await search("developers")).ids.sort()).toEqual([id.kotlinTitle, id.react, id.java].sort());
  });

  it("matches a quoted phrase only with its words together and in order", async () => {
    expect((await search('"product manager"')).ids).toEqual([id.productManager]);
    expect((await search("product manager")).ids.sort()).toEqual(
      [id.productManager, id.productMarketingManager, id.managerProduct].sort(),
    );
  });

  it("matches phrases of two words, of more words and with stop words exactly", async () => {
    // Two words (found through the pairs of neighbouring words alone), in any field.
    expect((await search('"cloud architect"')).ids).toEqual([id.cloudArchitect]);
    expect((await search('"manager product"')).ids).toEqual([id.managerProduct]);
    expect((await search('"architect cloud"')).total).toBe(0);
    expect((await search('"roadmap product"')).total).toBe(0);
    // Three words, a hyphenated word, a stop word inside: the words' positions decide.
    expect((await search('"senior cloud architect"')).ids).toEqual([id.cloudArchitect]);
    expect((await search('"senior architect"')).total).toBe(0);
    expect((await search('"e-commerce checkout"')).ids).toEqual([id.cloudArchitect]);
    expect((await search('"head of sales"')).ids).toEqual([id.headOfSales]);
    expect((await search('"head sales"')).total).toBe(0);
    // With other words, with stop words only beside it, and in an exclusion.
    expect((await search('"product manager" roadmap')).ids).toEqual([id.productManager]);
    expect((await search('the "product manager"')).ids).toEqual([id.productManager]);
    expect((await search('"cloud architect" -senior')).total).toBe(0);
    expect((await search('manager -"product manager"')).ids.sort()).toEqual(
      [id.productMarketingManager, id.managerProduct].sort(),
    );
  });

  it("finds a phrase in a job's new title after an edit", async () => {
    await harness.context.db.execute(
      sql`update jobs set title = 'Staff Product Manager' where id = ${id.productMarketingManager}`,
    );
    try {
      expect((await search('"staff product manager"')).ids).toEqual([id.productMarketingManager]);
    } finally {
      await harness.context.db.execute(
        sql`update jobs set title = 'Product Marketing Manager' where id = ${id.productMarketingManager}`,
      );
    }
  });

  it("leaves out excluded words and phrases", async () => {
    expect((await search("developer -java")).ids.sort()).toEqual([id.kotlinTitle, id.react].sort());
    expect((await search('support -"call centre"')).ids).toEqual([id.support]);
    // Only exclusions: every other job, newest first.
    const onlyExcluded = await search("-kotlin -developer");
    expect(onlyExcluded.ids).not.toContain(id.kotlinTitle);
    expect(onlyExcluded.ids).not.toContain(id.react);
    expect(onlyExcluded.ids).toContain(id.software);
    expect(onlyExcluded.total).toBe(Object.keys(id).length - 6);
  });

  it("finds words from their first letters", async () => {
    expect((await search("reac")).ids).toEqual([id.react]);
    expect((await search("kotl")).ids[0]).toBe(id.kotlinTitle);
    expect((await search("softw engin")).ids).toEqual([id.software]);
  });

  it("completes a partly typed word even where its stem is shorter than the prefix", async () => {
    // 'managi':* cannot reach the stem 'manag' of "Manager"; the known word "managing" (from a
    // requirement) completes it, and stems to 'manag'.
    expect((await search("managi")).ids.sort()).toEqual(
      [id.productManager, id.productMarketingManager, id.managerProduct].sort(),
    );
    // "engineeri" is one letter from the known "engineer", stemmed 'engin' like "engineering".
    expect((await search("engineeri")).ids).toContain(id.software);
  });

  it("keeps to exact words when they match enough jobs", async () => {
    // Three exact matches: "data" does not also find "database".
    expect((await search("data")).ids.sort()).toEqual([id.dataAnalyst, id.dataScientist, id.dataEngineer].sort());
    // One exact match: near matches are added after it ("java", then "JavaScript").
    expect(await search("java")).toEqual({ ids: [id.java, id.javascript], total: 2 });
  });

  it("forgives a small typo", async () => {
    expect((await search("recat")).ids).toEqual([id.react]);
    expect((await search("developr")).ids.sort()).toEqual([id.kotlinTitle, id.react, id.java].sort());
    expect((await search("enginer")).ids).toContain(id.software);
    expect((await search("sofware enginer")).ids).toEqual([id.software]);
    expect((await search("recat -developer")).ids).toEqual([]);
  });

  it("does not invent matches for words nothing resembles", async () => {
    expect(await search("xylophonist")).toEqual({ ids: [], total: 0 });
  });

  it("treats search syntax as text", async () => {
    expect((await search("react & !java | (kotlin)")).ids).toEqual([]);
    expect((await search("kotlin:* & developer")).ids).toEqual([id.kotlinTitle]);
    expect((await search('"react developer')).ids).toEqual([id.react]);
    expect((await search("react\\ developer'")).ids).toEqual([id.react]);
  });

  it("ignores a search of stop words or punctuation only", async () => {
    const all = await search("");
    expect((await search("the and of")).total).toBe(all.total);
    expect((await search("& | ! ( ) <-> :*")).total).toBe(all.total);
  });
});
