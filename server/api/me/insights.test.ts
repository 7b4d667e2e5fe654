// GET /api/me/insights: the seeker dashboard's "Market insights", on a real database:
// across the open jobs that best match the seeker's latest resume, the skills most asked for that
// it lacks, the median salaries in the seeker's country and currency, and the remote share; only
// the signed-in seeker's own resume and profile are read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import {
  createResumeAs,
  insertJobs,
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

const analystResume = (location: string) => ({
  title: "Analyst resume",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane@example.com",
    phone: "+49 30 1234567",
    location,
    label: "Data Analyst",
  },
  experience: [{ company: "Initech", position: "Data Analyst", startDate: "2019-01", current: true }],
  skills: ["SQL", "Python"],
  certifications: [],
});

async function setCountry(client: TSignedInClient, country: string) {
  const response = await client.put("/api/me/profile", {
    visible: false,
    headline: "",
    country,
    city: "",
    willingToRelocate: false,
  });
  expect(response.status, response.text).toBe(200);
}

describe("GET /api/me/insights", () => {
  it("answers 401 signed out and 403 to a company account", async () => {
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).get("/api/me/insights"), 401);
    const company = await (await signedInCompany(harness)).get("/api/me/insights");
    expectErrorContract(company, 403);
    expect(company.json).toEqual(errorBodyOf("FORBIDDEN", "matching.errors.seekersOnly"));
  });

  it("answers no_resume to a seeker without a resume", async () => {
    const response = await (await signedInSeeker(harness)).get("/api/me/insights");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ reason: "no_resume" });
  });

  it("reads the matching jobs: missing skills, median salary in the profile's country and currency, remote share", async () => {
    const { db } = harness.context;
    const analyst = (fixture: Record<string, unknown>) => ({
      title: "Data Analyst",
      skills: ["SQL", "Python", "Kubernetes"],
      country: "Germany",
      city: "Berlin",
      currency: "EUR",
      ...fixture,
    });
    await insertJobs(db, [
      analyst({ salaryMin: 50_000, salaryMax: 70_000, skills: ["SQL", "Python", "Kubernetes", "Airflow"] }),
      analyst({ salaryMin: 60_000, salaryMax: 80_000, skills: ["SQL", "Python", "Kubernetes", "Airflow"] }),
      analyst({ salaryMin: 40_000, salaryMax: null }),
      analyst({ salaryMin: null, salaryMax: null, workType: "remote" }),
      // Remote from the United States: counted for skills and remote work, not for Germany's salary.
      analyst({
        country: "United States",
        city: "New York",
        currency: "USD",
        workType: "remote",
        salaryMin: 200_000,
        salaryMax: 300_000,
      }),
      analyst({
        country: "United States",
        city: null,
        currency: "USD",
        workType: "remote",
        salaryMin: 1,
        salaryMax: 2,
      }),
      // Another field: not a match, so it says nothing about this market.
      {
        title: "Registered Nurse",
        skills: ["Patient Care", "BLS"],
        country: "Germany",
        city: "Berlin",
        currency: "EUR",
        salaryMin: 1_000_000,
        salaryMax: 2_000_000,
        workType: "remote",
      },
      // Not listed.
      analyst({ salaryMin: 900_000, salaryMax: 900_000, expiresInHours: -1 }),
    ]);

    // The profile's country (Germany) wins over the resume's location (Dubai).
    const seeker = await signedInSeeker(harness);
    await createResumeAs(seeker, analystResume("Dubai, United Arab Emirates"));
    await setCountry(seeker, "DE");
    // Another seeker in the United States with another resume: nothing of theirs is read for the first.
    const other = await signedInSeeker(harness);
    await createResumeAs(other, {
      ...analystResume("Austin, United States"),
      skills: ["SQL", "Python", "Kubernetes", "Airflow"],
    });
    await setCountry(other, "US");

    const response = await seeker.get("/api/me/insights");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      resumeTitle: "Analyst resume",
      jobs: 6,
      country: { code: "DE", name: "Germany", currency: "EUR" },
      salary: { currency: "EUR", medianMin: 50_000, medianMax: 75_000, jobs: 3 },
      remote: { jobs: 3, share: 0.5 },
    });
    expect(response.json.missingSkills.slice(0, 2)).toEqual([
      { skill: "Kubernetes", jobs: 6 },
      { skill: "Airflow", jobs: 2 },
    ]);

    // The other seeker's own: the United States in dollars, and a resume lacking neither skill.
    const theirs = await other.get("/api/me/insights");
    expect(theirs.json).toMatchObject({
      country: { code: "US", currency: "USD" },
      salary: { currency: "USD", medianMin: 100_001, medianMax: 150_001, jobs: 2 },
    });
    expect(theirs.json.missingSkills.map((entry: { skill: string }) => entry.skill)).not.toContain("Kubernetes");
  });

  it("counts the languages a resume lists as skills it has, a basic level excepted", async () => {
    const guide = (skills: string[]) => ({ title: "Tour Guide", skills, country: "Jordan", city: "Petra" });
    await insertJobs(harness.context.db, [
      guide(["Tour Guiding", "English", "French", "Storytelling"]),
      guide(["Tour Guiding", "English", "French"]),
    ]);
    const seeker = await signedInSeeker(harness);
    await createResumeAs(seeker, {
      ...analystResume("Amman, Jordan"),
      title: "Guide resume",
      personalInfo: { ...analystResume("Amman, Jordan").personalInfo, label: "Tour Guide" },
      experience: [{ company: "Petra Tours", position: "Tour Guide", startDate: "2019-01", current: true }],
      skills: ["Tour Guiding"],
      languages: [
        { language: "English", proficiency: "fluent" },
        { language: "French", proficiency: "basic" },
      ],
    });
    const response = await seeker.get("/api/me/insights");
    expect(response.status, response.text).toBe(200);
    const missing = response.json.missingSkills.map((entry: { skill: string }) => entry.skill);
    expect(missing).toContain("French");
    expect(missing).not.toContain("English");
  });

  it("takes the country from the resume without a profile; no job there states a salary: null", async () => {
    const seeker = await signedInSeeker(harness);
    await createResumeAs(seeker, analystResume("Dubai, United Arab Emirates"));
    const response = await seeker.get("/api/me/insights");
    expect(response.status, response.text).toBe(200);
    expect(response.json.country).toEqual({ code: "AE", name: "United Arab Emirates", currency: "AED" });
    expect(response.json.salary).toBeNull();
  });
});
