// GET /api/jobs?sort=match on a board where more jobs share a skill with the resume than the
// ranking's smallest candidate set: Best match reorders the search, it never filters it. The
// total and the jobs are the other sorts' own; the ranked jobs come first, and those sharing no
// skill with the resume follow, newest first, across pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResumeAs, insertJobs, resumeInput, signedInSeeker, type TSignedInClient } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let nurse: TSignedInClient;
let unrelated: number[];
const SHARING = 205;

beforeAll(async () => {
  harness = await createTestApp();
  await insertJobs(
    harness.context.db,
    Array.from({ length: SHARING }, (_, index) => ({
      title: `Ward Nurse ${index}`,
      description: "General ward nursing.",
      skills: ["Patient Assessment"],
      ageHours: 100 + index,
    })),
  );
  // The newest jobs share no skill with the resume.
  unrelated = await insertJobs(harness.context.db, [
    { title: "Sous Chef", description: "Hotel kitchen.", skills: ["Menu Planning"], ageHours: 3 },
    { title: "Forklift Driver", description: "Warehouse.", skills: ["Forklift"], ageHours: 2 },
    { title: "Barista", description: "Coffee bar.", skills: ["Latte Art"], ageHours: 1 },
  ]);
  nurse = await signedInSeeker(harness);
  await createResumeAs(
    nurse,
    resumeInput({ title: "Nurse", skills: ["Patient Assessment", "ICU"], experience: [], education: [] }),
  );
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

async function list(params: string) {
  const response = await nurse.get(`/api/jobs?${params}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { jobs: { id: number; matchScore?: number }[]; total: number };
}

describe("sort=match on a large board", () => {
  it("keeps the total and the jobs of the other sorts, with those sharing no skill last", async () => {
    const recent = await list("sort=recent&pageSize=100");
    const ranked = await list("sort=match&pageSize=100");
    expect(recent.total).toBe(SHARING + unrelated.length);
    expect(ranked.total).toBe(recent.total);

    const all: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await list(`sort=match&pageSize=100&page=${page}`);
      expect(answer.total).toBe(recent.total);
      all.push(...answer.jobs.map((job) => job.id));
      for (const job of answer.jobs) expect(job.matchScore).toEqual(expect.any(Number));
    }
    expect(new Set(all).size).toBe(recent.total);
    // Those sharing no skill come after every ranked job, the newest of them first.
    expect(all.slice(-unrelated.length)).toEqual([...unrelated].reverse());
  });
});
