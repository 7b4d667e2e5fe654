// GET /api/jobs/recommended: the seeker dashboard's "Recommended for you", on a real
// database: the best-matching listed jobs for the seeker's most recently updated resume, best
// first, at most six, never a job they applied to, never from another user's resume or applications.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOMMENDED_MAX, type TRecommendedJob } from "@common/matching/insights";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import {
  createResumeAs,
  insertJobs,
  resumeInput,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
let origin: string;
beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness?.close();
});

const personal = (location: string, label: string) => ({
  fullName: "Jane Doe",
  email: "jane@example.com",
  phone: "+49 30 1234567",
  location,
  label,
});

const frontendResume = {
  title: "Frontend resume",
  personalInfo: personal("Berlin, Germany", "Frontend Developer"),
  experience: [
    { company: "Acme", position: "Frontend Developer", startDate: "2019-01", current: true, description: "Web apps." },
  ],
  skills: ["JS", "React", "Node"],
  certifications: [],
};

const nurseResume = {
  title: "Nurse resume",
  personalInfo: personal("Berlin, Germany", "Registered Nurse"),
  experience: [
    { company: "Charité", position: "Registered Nurse", startDate: "2015-01", current: true, description: "ICU care." },
  ],
  skills: ["Patient Care", "BLS", "ICU"],
  certifications: [],
};

async function apply(client: TSignedInClient, jobId: number, resumeId: number) {
  const response = await client.post("/api/applications", { jobId, resumeId });
  expect(response.status, response.text).toBe(201);
}

describe("GET /api/jobs/recommended", () => {
  it("answers 401 signed out and 403 to a company account", async () => {
    const anonymous = await createClient(harness.app, { headers: { origin } }).get("/api/jobs/recommended");
    expectErrorContract(anonymous, 401);
    const company = await (await signedInCompany(harness)).get("/api/jobs/recommended");
    expectErrorContract(company, 403);
    expect(company.json).toEqual(errorBodyOf("FORBIDDEN", "matching.errors.seekersOnly"));
  });

  it("answers no_resume to a seeker without a resume", async () => {
    const seeker = await signedInSeeker(harness);
    const response = await seeker.get("/api/jobs/recommended");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ jobs: [], reason: "no_resume" });
  });

  it("recommends the best matches of the latest resume, best first, at most six, none applied to", async () => {
    const { db } = harness.context;
    const berlin = { country: "Germany", city: "Berlin" };
    const [fullStack, reactOnly, applied, expired, nurseJob, ...more] = await insertJobs(db, [
      { title: "Frontend Developer", skills: ["JavaScript", "React", "Node.js"], ...berlin, ageHours: 5 },
      { title: "React Developer", skills: ["React"], ...berlin, ageHours: 1 },
      { title: "Frontend Developer (applied)", skills: ["JavaScript", "React", "Node.js"], ...berlin },
      {
        title: "Frontend Developer (expired)",
        skills: ["JavaScript", "React", "Node.js"],
        ...berlin,
        expiresInHours: -1,
      },
      { title: "Registered Nurse", skills: ["Patient Care", "BLS"], ...berlin },
      ...Array.from({ length: 6 }, (_, index) => ({
        title: `JavaScript Developer ${index + 1}`,
        skills: ["JavaScript", "React"],
        ...berlin,
        ageHours: 10 + index,
      })),
    ]);
    const seeker = await signedInSeeker(harness);
    // An older resume of another field, then the one updated last: the latest is the one read.
    const nurseResumeId = await createResumeAs(seeker, nurseResume);
    const resumeId = await createResumeAs(seeker, frontendResume);
    await apply(seeker, applied, resumeId);
    // Another seeker's application and resume change nothing for this one.
    const other = await signedInSeeker(harness);
    await apply(other, fullStack, await createResumeAs(other, nurseResume));

    const response = await seeker.get("/api/jobs/recommended");
    expect(response.status, response.text).toBe(200);
    expect(response.json.resumeId).toBe(resumeId);
    expect(response.json.resumeTitle).toBe("Frontend resume");
    const jobs = response.json.jobs as TRecommendedJob[];
    const ids = jobs.map((job) => job.id);
    expect(jobs).toHaveLength(RECOMMENDED_MAX);
    expect(ids[0]).toBe(fullStack);
    expect(ids).not.toContain(applied);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(nurseJob);
    for (let index = 1; index < jobs.length; index++) {
      expect(jobs[index].match.score).toBeLessThanOrEqual(jobs[index - 1].match.score);
    }
    // The job in the search's shape, with its match and why.
    const [best] = jobs;
    expect(best).toMatchObject({
      title: "Frontend Developer",
      company: "Acme Fixtures",
      country: "Germany",
      city: "Berlin",
    });
    expect(Object.keys(best)).toEqual(
      expect.arrayContaining(["location", "workType", "salaryMin", "currency", "createdAt"]),
    );
    expect(best.match.band).toBe("excellent");
    expect(best.match.score).toBeGreaterThanOrEqual(80);
    expect(best.match.matchedSkills).toEqual(expect.arrayContaining(["JavaScript", "React", "Node.js"]));
    expect(best.match.why.key).toBe("insights.why.skillsThree");
    expect(Object.values(best.match.why.params).sort()).toEqual(["JavaScript", "Node.js", "React"]);
    // A job asking only for React is named with that one skill.
    const react = jobs.find((job) => job.id === reactOnly);
    if (react) expect(react.match.why).toEqual({ key: "insights.why.skillsOne", params: { first: "React" } });
    expect(more.length).toBe(6);

    // The nurse resume, updated last, now decides: the nurse's job, the frontend jobs gone.
    const put = await seeker.put(`/api/resumes/${nurseResumeId}`, resumeInput(nurseResume));
    expect(put.status, put.text).toBe(200);
    const again = await seeker.get("/api/jobs/recommended");
    expect(again.json.resumeId).toBe(nurseResumeId);
    expect((again.json.jobs as TRecommendedJob[]).map((job) => job.id)).toEqual([nurseJob]);

    // The other seeker (nurse resume, applied to the frontend job) is recommended the nurse's job.
    const theirs = await other.get("/api/jobs/recommended");
    expect((theirs.json.jobs as TRecommendedJob[]).map((job) => job.id)).toEqual([nurseJob]);
  });

  it("answers an empty list, not a poor fit, when nothing matches the resume well enough", async () => {
    const seeker = await signedInSeeker(harness);
    await createResumeAs(seeker, {
      title: "Pilot resume",
      personalInfo: personal("Oslo, Norway", "Airline Pilot"),
      experience: [{ company: "Norse Air", position: "Airline Pilot", startDate: "2012-01", current: true }],
      skills: ["Instrument Rating", "Flight Planning"],
      certifications: [],
    });
    const response = await seeker.get("/api/jobs/recommended");
    expect(response.status, response.text).toBe(200);
    expect(response.json.jobs).toEqual([]);
    expect(response.json.reason).toBeUndefined();
  });
});
