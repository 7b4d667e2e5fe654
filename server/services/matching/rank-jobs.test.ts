// Ranking listed jobs for a resume on a real database: the skill prefilter, match_skills filled
// for rows written without it and refreshed after an edit, exclusions and the search's filters.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { prepareResume } from "../../matching";
import { insertJobs, type TTestApp } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { resumeMatchInput } from "./match-inputs";
import { fillMatchSkills, rankListedJobs } from "./rank-jobs";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const nurse = prepareResume(
  resumeMatchInput(
    {
      personalInfo: { label: "Registered Nurse", location: "Dubai, United Arab Emirates" },
      skills: ["Patient Assessment", "ICU", "BLS"],
      experience: [{ position: "Staff Nurse", startDate: "2018-01", current: true, description: "Intensive care" }],
    },
    null,
    new Date("2026-11-27T00:00:00Z"),
  ),
);

describe("ranking listed jobs for a resume", () => {
  it("ranks the fitting jobs first, fills match_skills, leaves out what it is told and what is not listed", async () => {
    const { db } = harness.context;
    const [icu, accountant, expired, paused] = await insertJobs(db, [
      {
        title: "ICU Registered Nurse",
        skills: ["Patient Assessment", "Critical Care", "BLS"],
        country: "United Arab Emirates",
        city: "Dubai",
      },
      {
        title: "Senior Accountant",
        skills: ["IFRS", "Financial Reporting"],
        country: "United Arab Emirates",
        city: "Dubai",
      },
      { title: "ICU Nurse (expired)", skills: ["Patient Assessment"], expiresInHours: -1 },
      { title: "ICU Nurse (paused)", skills: ["Patient Assessment"], status: "paused" },
    ]);
    const ranked = await rankListedJobs(harness.context, { resume: nurse, limit: 10 });
    const ids = ranked.map((entry) => entry.job.id);
    expect(ids[0]).toBe(icu);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(paused);
    expect(ranked[0].result.score).toBeGreaterThan(ranked.find((entry) => entry.job.id === accountant)!.result.score);
    const [filled] = await db.select({ matchSkills: jobs.matchSkills }).from(jobs).where(eq(jobs.id, icu));
    expect(filled.matchSkills?.length).toBeGreaterThan(0);
    expect(await fillMatchSkills(harness.context)).toBe(0);

    const without = await rankListedJobs(harness.context, { resume: nurse, limit: 10, excludeIds: [icu] });
    expect(without.map((entry) => entry.job.id)).not.toContain(icu);
    const filtered = await rankListedJobs(harness.context, {
      resume: nurse,
      limit: 10,
      where: sql`id = ${accountant}`,
    });
    expect(filtered.map((entry) => entry.job.id)).toEqual([accountant]);
  });

  it("reads an edited job again", async () => {
    const { db } = harness.context;
    const [id] = await insertJobs(db, [{ title: "Warehouse Operative", skills: ["Forklift"] }]);
    const before = (await rankListedJobs(harness.context, { resume: nurse, limit: 100 })).find(
      (entry) => entry.job.id === id,
    );
    await db
      .update(jobs)
      .set({ title: "ICU Staff Nurse", skills: ["Patient Assessment", "BLS"], matchSkills: null })
      .where(eq(jobs.id, id));
    const after = (await rankListedJobs(harness.context, { resume: nurse, limit: 100 })).find(
      (entry) => entry.job.id === id,
    );
    expect(after!.result.score).toBeGreaterThan(before?.result.score ?? 0);
    expect(after!.job.title).toBe("ICU Staff Nurse");
  });
});
