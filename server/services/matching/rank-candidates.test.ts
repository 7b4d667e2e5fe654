// Ranking visible candidates for a job on a real database: the fitting seeker first, only visible
// profiles naming a resume, the cache following an edited resume or profile, and paging.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSeekerProfiles, resumes, users } from "../../db/schema";
import { prepareJob } from "../../matching";
import { insertJobs, uniqueEmail, type TTestApp } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { rankCandidatesForJob, rankCandidatesPage } from "./rank-candidates";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const NURSE = {
  personalInfo: { label: "Registered Nurse", location: "Dubai, United Arab Emirates" },
  skills: ["Patient Assessment", "ICU", "BLS"],
  experience: [{ position: "Staff Nurse", startDate: "2018-01", current: true, description: "Intensive care" }],
};
const ACCOUNTANT = {
  personalInfo: { label: "Accountant" },
  skills: ["IFRS", "Financial Reporting"],
  experience: [{ position: "Accountant", startDate: "2019-01", current: true, description: "Ledgers" }],
};

/** A job seeker with one resume and a profile; their user and resume ids. */
async function seeker(
  name: string,
  content: Record<string, unknown>,
  profile: { visible: boolean; withResume?: boolean } = { visible: true },
): Promise<{ userId: number; resumeId: number }> {
  const { db } = harness.context;
  const [user] = await db
    .insert(users)
    .values({ email: uniqueEmail(name), passwordHash: "x", firstName: name, lastName: "Test" })
    .returning({ id: users.id });
  const [resume] = await db
    .insert(resumes)
    .values({ userId: user.id, title: `${name} resume`, content })
    .returning({ id: resumes.id });
  await db.insert(jobSeekerProfiles).values({
    userId: user.id,
    visible: profile.visible,
    resumeId: profile.withResume === false ? null : resume.id,
    headline: `${name} headline`,
    country: "AE",
    city: "Dubai",
  });
  return { userId: user.id, resumeId: resume.id };
}

describe("ranking visible candidates for a job", () => {
  it("puts the fitting seeker first, shows only visible profiles with a resume, and pages", async () => {
    const [jobId] = await insertJobs(harness.context.db, [
      {
        title: "ICU Registered Nurse",
        skills: ["Patient Assessment", "Critical Care", "BLS"],
        country: "United Arab Emirates",
        city: "Dubai",
      },
    ]);
    const job = prepareJob({
      id: jobId,
      title: "ICU Registered Nurse",
      description: "Care for patients in intensive care.",
      requirements: [],
      skills: ["Patient Assessment", "Critical Care", "BLS"],
      country: "United Arab Emirates",
      city: "Dubai",
      workType: "onsite",
    });
    const accountant = await seeker("Accountant", ACCOUNTANT);
    const nurse = await seeker("Nurse", NURSE);
    const hidden = await seeker("Hidden", NURSE, { visible: false });
    const noResume = await seeker("NoResume", NURSE, { visible: true, withResume: false });

    const ranked = await rankCandidatesForJob(harness.context, { job, limit: 10 });
    const ids = ranked.map((entry) => entry.userId);
    expect(ids).toEqual([nurse.userId, accountant.userId]);
    expect(ids).not.toContain(hidden.userId);
    expect(ids).not.toContain(noResume.userId);
    expect(ranked[0].resumeId).toBe(nurse.resumeId);
    expect(ranked[0].result.score).toBeGreaterThan(ranked[1].result.score);
    expect(ranked[0].result.matchedSkills.map((skill) => skill.matchedAs)).toContain("BLS");
    expect(ranked[0].card).toMatchObject({
      name: "Nurse Test",
      headline: "Nurse headline",
      location: "Dubai, United Arab Emirates",
      resumeTitle: "Nurse resume",
    });

    const second = await rankCandidatesPage(harness.context, { job, limit: 1, offset: 1 });
    expect(second.total).toBe(2);
    expect(second.candidates.map((entry) => entry.userId)).toEqual([accountant.userId]);

    // An edited resume is prepared again: the accountant retrains as a nurse and scores as one.
    const before = ranked[1].result.score;
    const { db } = harness.context;
    await db
      .update(resumes)
      .set({ content: { ...NURSE, skills: [...NURSE.skills, "Critical Care"] } })
      .where(eq(resumes.id, accountant.resumeId));
    const again = await rankCandidatesForJob(harness.context, { job, limit: 10 });
    const retrained = again.find((entry) => entry.userId === accountant.userId)!;
    expect(retrained.result.score).toBeGreaterThan(before);
    expect(retrained.result.score).toBe(again.find((entry) => entry.userId === nurse.userId)!.result.score);

    // Hiding a profile takes it out at once.
    await db.update(jobSeekerProfiles).set({ visible: false }).where(eq(jobSeekerProfiles.userId, accountant.userId));
    const after = await rankCandidatesForJob(harness.context, { job, limit: 10 });
    expect(after.map((entry) => entry.userId)).toEqual([nurse.userId]);
  });
});
