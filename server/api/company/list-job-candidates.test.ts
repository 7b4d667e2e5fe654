// A company's ranked candidates for one of its jobs: GET /api/company/jobs/{id}/candidates
// ranks the job seekers whose profile is visible with a resume, best first, 20 a page, each with
// their card and the explained match; hidden profiles and profiles without a resume never appear.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSeekerProfiles } from "../../db/schema";
import {
  createResumeAs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";
import { hiringCompany, type THiringCompany } from "../../test/hiring";

let harness: TTestApp;
let company: THiringCompany;

beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
});
afterAll(async () => {
  await harness?.close();
});

const NURSE_JOB = {
  title: "ICU Registered Nurse",
  description: "Care for critically ill patients in our intensive care unit.",
  skills: ["Patient Assessment", "Critical Care", "BLS"],
  requirements: ["At least 3 years of ICU experience"],
  country: "United Arab Emirates",
  city: "Dubai",
  workType: "onsite" as const,
};

const nurseResume = {
  title: "Nurse - Resume",
  personalInfo: {
    fullName: "Nora Nurse",
    email: "nora@example.com",
    phone: "+971 50 000 0001",
    location: "Dubai, United Arab Emirates",
    summary: "Registered nurse in intensive care.",
  },
  experience: [
    {
      company: "City Hospital",
      position: "Registered Nurse",
      startDate: "2017-01",
      current: true,
      description: "Intensive care, patient assessment.",
    },
  ],
  skills: ["Patient Assessment", "ICU", "Basic Life Support"],
};
const accountantResume = {
  title: "Accountant - Resume",
  personalInfo: {
    fullName: "Avi Accountant",
    email: "avi@example.com",
    phone: "+971 50 000 0002",
    location: "Dubai, United Arab Emirates",
  },
  experience: [
    { company: "Ledger LLC", position: "Accountant", startDate: "2019-01", current: true, description: "IFRS." },
  ],
  skills: ["IFRS", "Financial Reporting", "Excel"],
};

/** A job seeker with the resume, whose profile is visible (or not) through PUT /api/me/profile. */
async function seeker(
  name: string,
  resume: Record<string, unknown>,
  visible = true,
): Promise<TSignedInClient & { resumeId: number }> {
  const client = await signedInSeeker(harness, { firstName: name, lastName: "Candidate" });
  const resumeId = await createResumeAs(client, resume);
  const saved = await client.put("/api/me/profile", {
    visible,
    resumeId,
    headline: `${name} headline`,
    availability: "immediate",
    country: "AE",
    city: "Dubai",
    willingToRelocate: false,
  });
  expect(saved.status, saved.text).toBe(200);
  return Object.assign(client, { resumeId });
}

describe("GET /api/company/jobs/{id}/candidates", () => {
  it("ranks the visible candidates best first with their card and the explained match, never a hidden one", async () => {
    const jobId = await company.job(NURSE_JOB);
    const accountant = await seeker("Avi", accountantResume);
    const nurse = await seeker("Nora", nurseResume);
    const hidden = await seeker("Hana", nurseResume, false);
    // A profile left visible whose resume is gone (deleting a resume clears the profile's choice).
    const resumeless = await seeker("Rami", nurseResume);
    const deleted = await resumeless.delete(`/api/resumes/${resumeless.resumeId}`);
    expect(deleted.status, deleted.text).toBeLessThan(300);

    const response = await company.client.get(`/api/company/jobs/${jobId}/candidates`);
    expect(response.status, response.text).toBe(200);
    const ids = response.json.candidates.map((entry: { userId: number }) => entry.userId);
    expect(ids).toEqual([nurse.user.id, accountant.user.id]);
    expect(ids).not.toContain(hidden.user.id);
    expect(ids).not.toContain(resumeless.user.id);
    expect(response.json).toMatchObject({ page: 1, pageSize: 20, total: 2 });

    const [first, second] = response.json.candidates;
    expect(first.card).toEqual({
      name: "Nora Candidate",
      avatarUrl: null,
      headline: "Nora headline",
      location: "Dubai, United Arab Emirates",
      availability: "immediate",
      yearsOfExperience: expect.any(Number),
      willingToRelocate: false,
      skills: ["Patient Assessment", "ICU", "Basic Life Support"],
      resumeTitle: "Nurse - Resume",
    });
    expect(first.match.score).toBeGreaterThan(second.match.score);
    expect(first.match.band).toMatch(/^(excellent|good|improve)$/);
    expect(first.match.matchedSkills).toEqual(
      expect.arrayContaining([expect.objectContaining({ skill: "BLS", matchedAs: "Basic Life Support" })]),
    );
    expect(first.match.explanation.experience.key).toMatch(/^matching\.experience\./);
    expect(first.match.explanation.location.key).toBe("matching.location.sameCity");
    expect(second.match.missingSkills.length).toBeGreaterThan(0);
    // Nothing private of the seeker: no e-mail, no resume content beyond the card.
    expect(response.text).not.toContain(nurse.user.email);
  });

  it("ranks for a job that is not listed (a paused job) too", async () => {
    const jobId = await company.job({ ...NURSE_JOB, status: "paused" });
    const response = await company.client.get(`/api/company/jobs/${jobId}/candidates`);
    expect(response.status, response.text).toBe(200);
    expect(response.json.candidates.length).toBeGreaterThan(0);
  });

  it("pages 20 at a time without repeating anyone, and refuses a page that cannot be", async () => {
    const jobId = await company.job(NURSE_JOB);
    // Twenty more visible candidates, written straight to the tables.
    await harness.context.db.execute(sql`
      with made as (
        insert into users (email, password_hash, first_name, last_name)
        select 'paging-' || g || '@example.test', 'x', 'Paging', g::text from generate_series(1, 20) g
        returning id
      ), written as (
        insert into resumes (user_id, title, content)
        select id, 'Paging resume', '{"skills": ["Excel"]}'::jsonb from made returning id, user_id
      )
      insert into ${jobSeekerProfiles} (user_id, visible, resume_id) select user_id, true, id from written`);
    const first = await company.client.get(`/api/company/jobs/${jobId}/candidates`);
    const second = await company.client.get(`/api/company/jobs/${jobId}/candidates?page=2`);
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    const total = first.json.total as number;
    expect(total).toBeGreaterThanOrEqual(22);
    expect(first.json.candidates).toHaveLength(20);
    expect(second.json.candidates).toHaveLength(total - 20);
    const seen = [...first.json.candidates, ...second.json.candidates].map((entry) => entry.userId);
    expect(new Set(seen).size).toBe(total);
    const scores = [...first.json.candidates, ...second.json.candidates].map((entry) => entry.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    for (const page of ["0", "abc", "10001"]) {
      const bad = await company.client.get(`/api/company/jobs/${jobId}/candidates?page=${page}`);
      const body = expectErrorContract(bad, 400);
      expect(Object.keys(body.errors)).toEqual(["page"]);
    }
  });

  it("is the job's company's or an administrator's: another company gets 404, a seeker 403, signed out 401", async () => {
    const jobId = await company.job(NURSE_JOB);
    const rival = await signedInCompany(harness, {}, { name: "Rival Robotics" });
    const rivalAnswer = await rival.get(`/api/company/jobs/${jobId}/candidates`);
    expectErrorContract(rivalAnswer, 404);
    expect(rivalAnswer.json).toEqual(errorBodyOf("NOT_FOUND", "errors.notFound"));
    expectErrorContract(await rival.get(`/api/company/jobs/999999/candidates`), 404);

    const someone = await signedInSeeker(harness);
    expectErrorContract(await someone.get(`/api/company/jobs/${jobId}/candidates`), 403);

    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const anonymous = createClient(harness.app, { headers: { origin } });
    expectErrorContract(await anonymous.get(`/api/company/jobs/${jobId}/candidates`), 401);

    const admin = await signedInAdmin(harness);
    const adminAnswer = await admin.get(`/api/company/jobs/${jobId}/candidates`);
    expect(adminAnswer.status, adminAnswer.text).toBe(200);
  });
});
