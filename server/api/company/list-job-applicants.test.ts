// A job's pipeline board: GET /api/company/jobs/{id}/applicants lists the job's
// applications for the job's company or an administrator; a job seeker is refused and another
// company's job does not exist. An anonymised applicant keeps the record without name or e-mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeInput, signedInAdmin, signedInCompany, type TSignedInClient, type TTestApp } from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume, type THiringCompany } from "../../test/hiring";

let harness: TTestApp;
let company: THiringCompany;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/company/jobs/{id}/applicants", () => {
  it("lists the job's applications, oldest first, with their status and the resume as sent", async () => {
    const jobId = await company.job();
    const otherJobId = await company.job({ title: "Another job" });
    const ada = await seekerWithResume(harness, { firstName: "Ada", lastName: "Lovelace" });
    const alan = await seekerWithResume(harness, { firstName: "Alan", lastName: "Turing" });
    const first = await applyAs(ada, jobId);
    const second = await applyAs(alan, jobId);
    await applyAs(ada, otherJobId);
    const moved = await company.client.put(`/api/applications/${second}/status`, { status: "reviewing" });
    expect(moved.status, moved.text).toBe(200);

    const response = await company.client.get(`/api/company/jobs/${jobId}/applicants`);
    expect(response.status, response.text).toBe(200);
    expect(response.json.applicants).toHaveLength(2);
    expect(response.json.applicants[0]).toEqual({
      id: first,
      status: "applied",
      applicantName: "Ada Lovelace",
      applicantEmail: ada.user.email,
      applicantUserId: ada.user.id,
      resumeTitle: expect.any(String),
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
      matchScore: expect.any(Number),
    });
    expect(response.json.applicants[1]).toMatchObject({
      id: second,
      status: "reviewing",
      applicantName: "Alan Turing",
    });
    expect(Number.isNaN(Date.parse(response.json.applicants[0].appliedAt))).toBe(false);
  });

  it("answers an empty list for a job nobody applied to", async () => {
    const jobId = await company.job();
    const response = await company.client.get(`/api/company/jobs/${jobId}/applicants`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ applicants: [] });
  });

  it("shows an applicant who deleted their account without name or e-mail", async () => {
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);
    const deleted = await seeker.delete("/api/me", { password: "correct-horse" });
    expect(deleted.status, deleted.text).toBeLessThan(300);

    const response = await company.client.get(`/api/company/jobs/${jobId}/applicants`);
    expect(response.json.applicants).toEqual([
      expect.objectContaining({
        id,
        applicantName: null,
        applicantEmail: null,
        applicantUserId: null,
        status: "applied",
      }),
    ]);
  });

  it("is the job's company's or an administrator's: another company gets 404, a seeker 403, signed out 401", async () => {
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    await applyAs(seeker, jobId);
    const rival = await signedInCompany(harness, {}, { name: "Rival Robotics" });

    const byAdmin = await admin.get(`/api/company/jobs/${jobId}/applicants`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.applicants).toHaveLength(1);
    expectErrorContract(await rival.get(`/api/company/jobs/${jobId}/applicants`), 404);
    expectErrorContract(await seeker.get(`/api/company/jobs/${jobId}/applicants`), 403);
    expectErrorContract(await createClient(harness.app).get(`/api/company/jobs/${jobId}/applicants`), 401);
  });

  it("is a 404 for a missing job or an id that cannot be one", async () => {
    expectErrorContract(await company.client.get("/api/company/jobs/999999/applicants"), 404);
    expectErrorContract(await company.client.get("/api/company/jobs/abc/applicants"), 404);
  });
});

describe("GET /api/company/jobs/{id}/applicants?sort=", () => {
  const nurseJob = {
    title: "ICU Registered Nurse",
    description: "Care for critically ill patients in our intensive care unit.",
    skills: ["Patient Assessment", "Critical Care", "BLS"],
    country: "United Arab Emirates",
    city: "Dubai",
  };
  const nurseContent = {
    title: "Nurse - Resume",
    experience: [{ company: "City Hospital", position: "Registered Nurse", startDate: "2017-01", current: true }],
    skills: ["Patient Assessment", "ICU", "BLS"],
  };

  it("orders by match from the resume as sent: editing the live resume later changes nothing", async () => {
    const jobId = await company.job(nurseJob);
    const misfit = await seekerWithResume(harness, { firstName: "Mo", lastName: "Misfit" });
    const fit = await seekerWithResume(harness, { firstName: "Nora", lastName: "Nurse" });
    const updated = await fit.put(`/api/resumes/${fit.resumeId}`, resumeInput(nurseContent));
    expect(updated.status, updated.text).toBe(200);
    const misfitApplication = await applyAs(misfit, jobId);
    const fitApplication = await applyAs(fit, jobId);

    const byDefault = await company.client.get(`/api/company/jobs/${jobId}/applicants`);
    expect(byDefault.json.applicants.map((entry: { id: number }) => entry.id)).toEqual([
      misfitApplication,
      fitApplication,
    ]);
    // Every sort gives each applicant's score: the card shows it whatever the order.
    const [misfitByDefault, fitByDefault] = byDefault.json.applicants;
    expect(fitByDefault.matchScore).toBeGreaterThan(misfitByDefault.matchScore);
    const newest = await company.client.get(`/api/company/jobs/${jobId}/applicants?sort=newest`);
    expect(newest.json.applicants.map((entry: { id: number }) => entry.id)).toEqual([
      fitApplication,
      misfitApplication,
    ]);
    expect(newest.json.applicants[0].matchScore).toBe(fitByDefault.matchScore);

    const byMatch = await company.client.get(`/api/company/jobs/${jobId}/applicants?sort=match`);
    expect(byMatch.status, byMatch.text).toBe(200);
    const [best, worst] = byMatch.json.applicants;
    expect(best.id).toBe(fitApplication);
    expect(worst.id).toBe(misfitApplication);
    expect(best.matchScore).toBeGreaterThan(worst.matchScore);

    // The misfit retrains: their live resume now fits, the application they sent does not change.
    const retrained = await misfit.put(`/api/resumes/${misfit.resumeId}`, resumeInput(nurseContent));
    expect(retrained.status, retrained.text).toBe(200);
    const again = await company.client.get(`/api/company/jobs/${jobId}/applicants?sort=match`);
    expect(again.json.applicants).toEqual(byMatch.json.applicants);
  });

  it("refuses a sort it does not know, naming the field", async () => {
    const jobId = await company.job();
    const response = await company.client.get(`/api/company/jobs/${jobId}/applicants?sort=salary`);
    const body = expectErrorContract(response, 400);
    expect(Object.keys(body.errors)).toEqual(["sort"]);
  });
});
