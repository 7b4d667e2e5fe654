// GET /api/jobs/{id}/match-score and POST /api/jobs/{id}/match-score through the real
// app on a real database: the seeker's own resume (the one named, else the most recently
// updated), who may ask, a job that is missing or no longer listed, a resume with no skills, and
// bad input answered with a 400 naming the field, never a 500, with nothing written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, resumes } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import {
  countRows,
  createResumeAs,
  insertJob,
  insertJobs,
  resumeInput,
  signedInCompany,
  signedInSeeker,
  uniqueEmail,
  type TSignedInClient,
} from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeker: TSignedInClient;
let frontEndResume: number;
let nurseResume: number;
let jobId: number;

const FRONT_END = {
  title: "Front-end resume",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 555 0100",
    location: "New York, United States",
    summary: "Front-end developer.",
  },
  experience: [
    {
      company: "Acme",
      position: "Frontend Developer",
      startDate: "2019-01",
      current: true,
      description: "Builds web apps in React and TypeScript.",
    },
  ],
  skills: ["JS", "React", "TypeScript", "CSS"],
};

const NURSE = {
  title: "Nursing resume",
  personalInfo: { ...FRONT_END.personalInfo, summary: "Registered nurse." },
  experience: [
    {
      company: "City Hospital",
      position: "Staff Nurse",
      startDate: "2018-01",
      current: true,
      description: "Intensive care nursing.",
    },
  ],
  skills: ["Patient Assessment", "ICU", "BLS"],
};

const scorePath = (id: number | string, query = "") => `/api/jobs/${id}/match-score${query}`;

beforeAll(async () => {
  harness = await createTestApp();
  seeker = await signedInSeeker(harness, { email: uniqueEmail("match-seeker") });
  nurseResume = await createResumeAs(seeker, NURSE);
  frontEndResume = await createResumeAs(seeker, FRONT_END);
  jobId = await insertJob(harness.context.db, {
    title: "Frontend Developer",
    description: "Build our web app with React and JavaScript.",
    requirements: ["3+ years of experience with React", "JavaScript and TypeScript", "CSS"],
    skills: ["React", "JavaScript", "TypeScript", "CSS"],
    country: "United States",
    city: "New York",
  });
}, 60_000);
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/jobs/{id}/match-score", () => {
  it("scores the most recently updated resume by default, and the one asked for, with its explanation", async () => {
    const byDefault = await seeker.get(scorePath(jobId));
    expect(byDefault.status, byDefault.text).toBe(200);
    expect(byDefault.json.resumeId).toBe(frontEndResume);
    expect(byDefault.json.resumeTitle).toBe("Front-end resume");
    expect(byDefault.json.score).toBeGreaterThanOrEqual(60);
    expect(["excellent", "good"]).toContain(byDefault.json.band);
    // The resume says "JS"; the job asks for JavaScript.
    expect(byDefault.json.matchedSkills).toContainEqual(
      expect.objectContaining({ skill: "JavaScript", matchedAs: "JS", credit: 1 }),
    );
    expect(byDefault.json.explanation.experience.key).toMatch(/^matching\.experience\./);
    expect(byDefault.json.explanation.location.key).toMatch(/^matching\.location\./);

    const nurse = await seeker.get(scorePath(jobId, `?resumeId=${nurseResume}`));
    expect(nurse.status, nurse.text).toBe(200);
    expect(nurse.json.resumeId).toBe(nurseResume);
    expect(nurse.json.band).toBe("improve");
    expect(nurse.json.score).toBeLessThan(byDefault.json.score - 20);
    expect(nurse.json.missingSkills).toEqual(expect.arrayContaining(["React"]));
    expect(nurse.json.matchedSkills).toEqual([]);
  });

  it("counts the languages a resume lists as skills, a basic level excepted", async () => {
    const client = await signedInSeeker(harness, { email: uniqueEmail("match-languages") });
    const resumeId = await createResumeAs(client, {
      ...NURSE,
      title: "Nurse with languages",
      languages: [
        { language: "English", proficiency: "fluent" },
        { language: "Arabic", proficiency: "basic" },
      ],
    });
    const bilingualJob = await insertJob(harness.context.db, {
      title: "Staff Nurse",
      description: "Intensive care nursing for an international ward.",
      requirements: ["Patient assessment", "English", "Arabic"],
      skills: ["Patient Assessment", "English", "Arabic"],
    });
    const response = await client.get(scorePath(bilingualJob, `?resumeId=${resumeId}`));
    expect(response.status, response.text).toBe(200);
    expect(response.json.matchedSkills).toContainEqual(expect.objectContaining({ skill: "English" }));
    expect(response.json.missingSkills).not.toContain("English");
    expect(response.json.missingSkills).toContain("Arabic");
  });

  it("follows an edit: the resume updated last becomes the default and is scored as it now reads", async () => {
    const client = await signedInSeeker(harness, { email: uniqueEmail("match-edit") });
    const first = await createResumeAs(client, NURSE);
    const second = await createResumeAs(client, FRONT_END);
    expect((await client.get(scorePath(jobId))).json.resumeId).toBe(second);
    const before = (await client.get(scorePath(jobId, `?resumeId=${first}`))).json.score as number;
    const edited = await client.put(
      `/api/resumes/${first}`,
      resumeInput({ ...FRONT_END, title: "Nurse turned developer" }),
    );
    expect(edited.status, edited.text).toBe(200);
    const after = await client.get(scorePath(jobId));
    expect(after.json.resumeId).toBe(first);
    expect(after.json.resumeTitle).toBe("Nurse turned developer");
    expect(after.json.score).toBeGreaterThan(before);
  });

  it("answers a seeker with no resume 200 {score: null, reason: no_resume}", async () => {
    const client = await signedInSeeker(harness, { email: uniqueEmail("match-none") });
    const response = await client.get(scorePath(jobId));
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ score: null, reason: "no_resume" });
  });

  it("scores a resume with no skills at all, and explains the score", async () => {
    const client = await signedInSeeker(harness, { email: uniqueEmail("match-empty") });
    const id = await createResumeAs(client, { title: "Bare resume", experience: [], skills: [] });
    const response = await client.get(scorePath(jobId, `?resumeId=${id}`));
    expect(response.status, response.text).toBe(200);
    expect(response.json.score).toEqual(expect.any(Number));
    expect(response.json.score).toBeLessThan(60);
    expect(response.json.band).toBe("improve");
    expect(response.json.matchedSkills).toEqual([]);
    expect(response.json.missingSkills.length).toBeGreaterThan(0);
    expect(response.json.explanation.experience.key).toMatch(/^matching\.experience\./);
  });

  it("refuses the signed out (401) and company accounts (403)", async () => {
    const anonymous = await createClient(harness.app).get(scorePath(jobId));
    expectErrorContract(anonymous, 401);
    const company = await signedInCompany(harness, { email: uniqueEmail("match-company") });
    const refused = await company.get(scorePath(jobId));
    expect(expectErrorContract(refused, 403).messageKey).toBe("matching.errors.seekersOnly");
  });

  it("answers 404 for another user's resume and one that does not exist", async () => {
    const other = await signedInSeeker(harness, { email: uniqueEmail("match-other") });
    const theirs = await other.get(scorePath(jobId, `?resumeId=${frontEndResume}`));
    expect(expectErrorContract(theirs, 404).messageKey).toBe("resumes.errors.notFound");
    expect(theirs.text).not.toContain("Front-end resume");
    const missing = await seeker.get(scorePath(jobId, "?resumeId=2147483647"));
    expectErrorContract(missing, 404);
  });

  it.each([
    ["a word", "abc"],
    ["a fraction", "1.5"],
    ["zero", "0"],
    ["a negative number", "-3"],
    ["a number too large for an id", "9".repeat(40)],
    ["10 kB", "x".repeat(10_000)],
  ])("answers a resumeId that is %s with a 400 naming resumeId", async (_label, value) => {
    const response = await seeker.get(scorePath(jobId, `?resumeId=${value}`));
    expect(expectErrorContract(response, 400).errors).toEqual({ resumeId: "validation.invalidNumber" });
  });

  it("answers 404 for a job that does not exist and 409 for one no longer listed", async () => {
    expect(expectErrorContract(await seeker.get(scorePath(2147483647)), 404).messageKey).toBe("errors.notFound");
    expectErrorContract(await seeker.get(scorePath("not-a-job")), 404);
    const [expired, paused, closed] = await insertJobs(harness.context.db, [
      { title: "Frontend Developer (expired)", skills: ["React"], expiresInHours: -1 },
      { title: "Frontend Developer (paused)", skills: ["React"], status: "paused" },
      { title: "Frontend Developer (closed)", skills: ["React"], status: "closed" },
    ]);
    for (const id of [expired, paused, closed]) {
      const response = await seeker.get(scorePath(id));
      expect(expectErrorContract(response, 409).messageKey).toBe("matching.errors.jobNotOpen");
    }
  });
});

describe("POST /api/jobs/{id}/match-score", () => {
  it("scores a list of skills for anyone signed in, and writes nothing", async () => {
    const before = await countRows(harness.context);
    const [jobBefore] = await harness.context.db.select().from(jobs).where(eq(jobs.id, jobId));
    const fitting = await seeker.post(scorePath(jobId), { skills: ["JS", "React", "TypeScript", "CSS"] });
    expect(fitting.status, fitting.text).toBe(200);
    expect(fitting.json.matchedSkills).toContainEqual(
      expect.objectContaining({ skill: "JavaScript", matchedAs: "JS" }),
    );
    const unrelated = await seeker.post(scorePath(jobId), { skills: ["Forklift"] });
    expect(unrelated.status, unrelated.text).toBe(200);
    expect(unrelated.json.score).toBeLessThan(fitting.json.score);
    expect(unrelated.json.missingSkills).toEqual(expect.arrayContaining(["React"]));
    const empty = await seeker.post(scorePath(jobId), { skills: [] });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.band).toBe("improve");
    const company = await signedInCompany(harness, { email: uniqueEmail("match-skills-company") });
    const byCompany = await company.post(scorePath(jobId), { skills: ["React"] });
    expect(byCompany.status, byCompany.text).toBe(200);
    expect(Object.keys(byCompany.json).sort()).toEqual([
      "band",
      "explanation",
      "matchedSkills",
      "missingSkills",
      "score",
    ]);

    const after = await countRows(harness.context);
    expect({ ...after, users: after.users - 1, companies: after.companies - 1, sessions: after.sessions - 1 }).toEqual(
      before,
    );
    const [jobAfter] = await harness.context.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(jobAfter).toEqual(jobBefore);
  });

  it("refuses the signed out with 401", async () => {
    const response = await createClient(harness.app).post(scorePath(jobId), { skills: ["React"] });
    expectErrorContract(response, 401);
  });

  it.each([
    ["10,000 items", { skills: Array.from({ length: 10_000 }, (_, index) => `skill ${index}`) }, "skills"],
    ["201 items", { skills: Array.from({ length: 201 }, (_, index) => `skill ${index}`) }, "skills"],
    ["a 10 kB skill", { skills: ["React", "x".repeat(10_000)] }, "skills.1"],
    ["a 10 kB string instead of a list", { skills: "x".repeat(10_000) }, "skills"],
    ["a blank skill", { skills: ["   "] }, "skills.0"],
    ["a number for a skill", { skills: [42] }, "skills.0"],
    ["no skills at all", {}, "skills"],
  ])("answers %s with a 400 naming skills, and writes nothing", async (_label, body, field) => {
    const before = await countRows(harness.context);
    const resumesBefore = await harness.context.db.select().from(resumes);
    const response = await seeker.post(scorePath(jobId), body);
    expect(Object.keys(expectErrorContract(response, 400).errors)).toEqual([field]);
    expect(await countRows(harness.context)).toEqual(before);
    expect(await harness.context.db.select().from(resumes)).toEqual(resumesBefore);
  });

  it("accepts 200 skills of 100 characters", async () => {
    const skills = Array.from({ length: 200 }, (_, index) => `${index}`.padEnd(100, "x"));
    const response = await seeker.post(scorePath(jobId), { skills });
    expect(response.status, response.text).toBe(200);
  });

  it("answers 404 for a job that does not exist and 409 for one no longer listed", async () => {
    expectErrorContract(await seeker.post(scorePath(2147483647), { skills: ["React"] }), 404);
    const closed = await insertJob(harness.context.db, { title: "Closed role", skills: ["React"], status: "closed" });
    const response = await seeker.post(scorePath(closed), { skills: ["React"] });
    expect(expectErrorContract(response, 409).messageKey).toBe("matching.errors.jobNotOpen");
  });
});
