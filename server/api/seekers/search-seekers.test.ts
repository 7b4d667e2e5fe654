// The candidate directory's search: GET /api/seekers pages the visible candidates for companies
// and administrators, with the text search (taxonomy synonyms, a typo in a name or headline),
// every filter and sort, and the match to one of the company's jobs; a visitor gets the count
// alone, a job seeker is refused, bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInCompany, signedInSeeker, type TTestApp } from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { hiringCompany, type THiringCompany } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";

let harness: TTestApp;
let company: THiringCompany;
let nora: number;
let jamal: number;
let avi: number;

const NURSE_JOB = {
  title: "ICU Registered Nurse",
  description: "Care for critically ill patients in our intensive care unit.",
  skills: ["Patient Assessment", "Critical Care", "BLS"],
  requirements: ["At least 3 years of ICU experience"],
  country: "United Arab Emirates",
  city: "Dubai",
  workType: "onsite" as const,
};

beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
  nora = (
    await visibleSeeker(harness, {
      firstName: "Nora",
      lastName: "Nightingale",
      resume: {
        title: "Nurse - Resume",
        experience: [{ company: "City Hospital", position: "Registered Nurse", startDate: "2016-01", current: true }],
        skills: ["Patient Assessment", "ICU", "Basic Life Support"],
      },
      profile: { headline: "Intensive care nurse" },
    })
  ).user.id;
  jamal = (
    await visibleSeeker(harness, {
      firstName: "Jamal",
      lastName: "Coder",
      resume: {
        title: "Developer - Resume",
        experience: [{ company: "Webshop", position: "Frontend Developer", startDate: "2021-06", current: true }],
        skills: ["JavaScript", "React", "Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "GraphQL"],
      },
      profile: { headline: "Builds accessible web apps", country: "DE", city: "Berlin", availability: "2-weeks" },
    })
  ).user.id;
  avi = (
    await visibleSeeker(harness, {
      firstName: "Avi",
      lastName: "Ledger",
      resume: {
        title: "Accountant - Resume",
        experience: [{ company: "Ledger LLC", position: "Accountant", startDate: "2024-01", current: true }],
        skills: ["IFRS", "Financial Reporting", "Excel"],
      },
      profile: { headline: "Numbers person", city: "Abu Dhabi", availability: "1-month" },
    })
  ).user.id;
  // Never listed: a hidden profile, and a visible one whose resume was deleted.
  await visibleSeeker(harness, { firstName: "Hana", profile: { visible: false } });
  const resumeless = await visibleSeeker(harness, { firstName: "Rami" });
  expect((await resumeless.delete(`/api/resumes/${resumeless.resumeId}`)).status).toBeLessThan(300);
});
afterAll(async () => {
  await harness?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const idsOf = (json: Record<string, any>) => json.candidates.map((entry: { userId: number }) => entry.userId);

async function search(query: string) {
  const response = await company.client.get(`/api/seekers${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

describe("GET /api/seekers for a company", () => {
  it("pages the visible candidates with resumes, most recently updated first, with their cards", async () => {
    const json = await search("");
    expect(idsOf(json)).toEqual([avi, jamal, nora]);
    expect(json).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    const jamalResult = json.candidates[1];
    expect(jamalResult.card).toMatchObject({
      name: "Jamal Coder",
      headline: "Builds accessible web apps",
      location: "Berlin, Germany",
      availability: "2-weeks",
      skills: ["JavaScript", "React", "Node.js", "TypeScript", "PostgreSQL", "Docker"],
      resumeTitle: "Developer - Resume",
    });
    expect(jamalResult.moreSkills).toBe(2);
    expect(jamalResult.match).toBeNull();
    expect(Date.parse(jamalResult.updatedAt)).not.toBeNaN();
    expect(JSON.stringify(json)).not.toContain("@example.com");
  });

  it("finds words in names, headlines, resume titles and skills, through the taxonomy and past one typo", async () => {
    expect(idsOf(await search("?search=JS"))).toEqual([jamal]);
    expect(idsOf(await search("?search=RN"))).toEqual([nora]);
    expect(idsOf(await search("?search=Nightingle"))).toEqual([nora]);
    expect(idsOf(await search("?search=intensiv%20care"))).toEqual([nora]);
    expect(idsOf(await search("?search=frontend"))).toEqual([jamal]);
    expect(idsOf(await search("?search=ifrs"))).toEqual([avi]);
    expect(idsOf(await search("?search=ledger%20accountant"))).toEqual([avi]);
    const none = await search("?search=astronaut");
    expect(none).toMatchObject({ total: 0, candidates: [] });
  });

  it("filters by country, city, experience, availability and every listed skill", async () => {
    expect(idsOf(await search("?country=DE"))).toEqual([jamal]);
    expect(idsOf(await search("?country=united%20arab%20emirates&city=dubai"))).toEqual([nora]);
    expect(idsOf(await search("?experience=7"))).toEqual([nora]);
    expect(idsOf(await search("?experience=2&sort=experience"))).toEqual([nora, jamal, avi]);
    expect(idsOf(await search("?availability=1-month"))).toEqual([avi]);
    expect(idsOf(await search("?skills=js,%20React"))).toEqual([jamal]);
    expect(idsOf(await search("?skills=JS,IFRS"))).toEqual([]);
    expect(idsOf(await search("?search=care&country=DE"))).toEqual([]);
  });

  it("sorts by experience, by the last update, and by the match to one of the company's jobs", async () => {
    expect(idsOf(await search("?sort=experience"))).toEqual([nora, jamal, avi]);
    expect(idsOf(await search("?sort=updated"))).toEqual([avi, jamal, nora]);
    const jobId = await company.job(NURSE_JOB);
    const matched = await search(`?sort=match&jobId=${jobId}`);
    expect(idsOf(matched)[0]).toBe(nora);
    const scores = matched.candidates.map((entry: { match: { score: number } }) => entry.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(matched.candidates[0].match).toMatchObject({ band: expect.any(String), matchedSkills: expect.any(Array) });
    // With a job and another sort, every card still carries its match.
    const updated = await search(`?sort=updated&jobId=${jobId}`);
    expect(idsOf(updated)).toEqual([avi, jamal, nora]);
    for (const entry of updated.candidates) expect(entry.match.score).toEqual(expect.any(Number));
  });

  it("pages on the server, twelve a page", async () => {
    const extra = [];
    for (let index = 0; index < 10; index += 1) {
      extra.push(await visibleSeeker(harness, { firstName: "Pager", profile: { country: "FR", city: "Paris" } }));
    }
    const first = await search("?country=FR");
    expect(first).toMatchObject({ total: 10, page: 1 });
    const all = await search("");
    expect(all.candidates).toHaveLength(12);
    const second = await search("?page=2");
    expect(second.candidates).toHaveLength(all.total - 12);
    expect(new Set([...idsOf(all), ...idsOf(second)]).size).toBe(all.total);
    for (const seeker of extra) await seeker.setVisible(false);
    expect((await search("?country=FR")).total).toBe(0);
  });
});

describe("GET /api/seekers: who gets what", () => {
  it("answers a visitor the count alone, and nothing about anyone", async () => {
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const visitor = createClient(harness.app, { headers: { origin } });
    const all = await visitor.get("/api/seekers");
    expect(all.status, all.text).toBe(200);
    expect(all.json).toEqual({ total: 3 });
    const found = await visitor.get("/api/seekers?search=nurse&country=AE");
    expect(found.json).toEqual({ total: 1 });
    // The job is not read for a visitor: any id is the same count.
    const matched = await visitor.get("/api/seekers?sort=match&jobId=999999");
    expect(matched.json).toEqual({ total: 3 });
  });

  it("refuses a job seeker, and gives an administrator the cards and any company's job", async () => {
    const seeker = await signedInSeeker(harness);
    const refused = expectErrorContract(await seeker.get("/api/seekers"), 403);
    expect(refused.messageKey).toBe("seekerSearch.errors.companyAccess");
    const admin = await signedInAdmin(harness);
    const jobId = await company.job(NURSE_JOB);
    const answer = await admin.get(`/api/seekers?sort=match&jobId=${jobId}`);
    expect(answer.status, answer.text).toBe(200);
    expect(idsOf(answer.json)[0]).toBe(nora);
  });

  it("answers another company's job as not found, naming nothing", async () => {
    const jobId = await company.job(NURSE_JOB);
    const rival = await signedInCompany(harness, {}, { name: "Rival Robotics" });
    const answer = expectErrorContract(await rival.get(`/api/seekers?sort=match&jobId=${jobId}`), 404);
    expect(answer.messageKey).toBe("errors.notFound");
    expectErrorContract(await rival.get(`/api/seekers?jobId=${jobId}`), 404);
    expectErrorContract(await rival.get("/api/seekers?jobId=2147483647"), 404);
  });

  it("refuses bad input with a 400 naming the field, and reads hostile text as text", async () => {
    const cases: [string, string][] = [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["experience=3", "experience"],
      ["availability=soon", "availability"],
      ["sort=best", "sort"],
      ["sort=match", "jobId"],
      ["country=Narnia", "country"],
      ["city=Atlantis&country=AE", "city"],
      ["city=Dubai", "city"],
      ["jobId=abc", "jobId"],
      ["jobId=-1", "jobId"],
      [`search=${"a".repeat(201)}`, "search"],
      [`skills=${"a".repeat(301)}`, "skills"],
    ];
    for (const [query, field] of cases) {
      const body = expectErrorContract(await company.client.get(`/api/seekers?${query}`), 400);
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
    for (const hostile of [
      "'; drop table users; --",
      "x%' or 1=1 --",
      'robert"); delete from resumes; --',
      "a{}[]()*+?.^$|",
    ]) {
      const value = encodeURIComponent(hostile);
      const answer = await company.client.get(`/api/seekers?search=${value}&skills=${value}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.total).toBe(0);
    }
    expect((await search("")).total).toBe(3);
  });
});
