// GET and PUT /api/me/profile: the job-seeker profile of /settings, what employers see.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_JOB_SEEKER_PROFILE } from "@common/job-seeker-profile/schemas";
import { jobSeekerProfiles, users } from "../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { createResumeAs, signedInCompany, signedInSeeker, type TTestApp } from "../../test/factories";
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

// Two overlapping past jobs, 2010-01 to 2016-12: seven years whatever today is.
const PAST_EXPERIENCE = [
  { company: "Initech", position: "Analyst", startDate: "2010-01", endDate: "2014-12", current: false },
  { company: "Globex", position: "Lead Analyst", startDate: "2013-01", endDate: "2016-12", current: false },
];

const visibleProfile = (resumeId: number) => ({
  visible: true,
  resumeId,
  headline: "Analyst who likes clean data",
  availability: "2-weeks",
  country: "DE",
  city: "Berlin",
  willingToRelocate: true,
});

async function storedProfile(userId: number) {
  const [row] = await harness.context.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId));
  return row;
}

describe("GET /api/me/profile", () => {
  it("answers 401 when signed out", async () => {
    const response = await createClient(harness.app, { headers: { origin } }).get("/api/me/profile");
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
  });

  it("answers 403 to a company account, saying why", async () => {
    const company = await signedInCompany(harness);
    const response = await company.get("/api/me/profile");
    expectErrorContract(response, 403);
    expect(response.json).toEqual(errorBodyOf("FORBIDDEN", "seekerProfile.seekersOnly"));
  });

  it("starts hidden with nothing filled in, and lists the seeker's own resumes with their facts", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Ada", lastName: "Lovelace" });
    const resumeId = await createResumeAs(owner, {
      title: "Ada - Resume",
      experience: PAST_EXPERIENCE,
      skills: ["SQL", "Python"],
    });
    const other = await signedInSeeker(harness);
    await createResumeAs(other, { title: "Not Ada's" });

    const response = await owner.get("/api/me/profile");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      profile: { ...DEFAULT_JOB_SEEKER_PROFILE, countryCode: null },
      yearsOfExperience: 0,
      card: {
        name: "Ada Lovelace",
        avatarUrl: null,
        headline: null,
        location: null,
        availability: null,
        yearsOfExperience: 0,
        willingToRelocate: false,
        skills: [],
        resumeTitle: null,
      },
      resumes: [
        {
          id: resumeId,
          title: "Ada - Resume",
          yearsOfExperience: 7,
          skills: ["SQL", "Python"],
          updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });
});

describe("PUT /api/me/profile", () => {
  it("answers 401 when signed out and 403 to a company, writing nothing", async () => {
    const signedOut = await createClient(harness.app, { headers: { origin } }).put(
      "/api/me/profile",
      DEFAULT_JOB_SEEKER_PROFILE,
    );
    expectErrorContract(signedOut, 401);
    const company = await signedInCompany(harness);
    const refused = await company.put("/api/me/profile", DEFAULT_JOB_SEEKER_PROFILE);
    expectErrorContract(refused, 403);
    expect(refused.json).toEqual(errorBodyOf("FORBIDDEN", "seekerProfile.seekersOnly"));
    expect(await storedProfile(company.user.id)).toBeUndefined();
  });

  it("saves the profile, answers the card with the computed years, and reads it back", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Grace", lastName: "Hopper" });
    const resumeId = await createResumeAs(owner, {
      title: "Grace - Resume",
      experience: PAST_EXPERIENCE,
      skills: ["COBOL", "Compilers", "Teaching"],
    });
    await harness.context.db
      .update(users)
      .set({ profileImageUrl: "/api/uploads/grace.png" })
      .where(eq(users.id, owner.user.id));

    const saved = await owner.put("/api/me/profile", { ...visibleProfile(resumeId), headline: "  Compiler pioneer  " });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.profile).toEqual({
      ...visibleProfile(resumeId),
      headline: "Compiler pioneer",
      country: "Germany",
      countryCode: "DE",
    });
    expect(saved.json.yearsOfExperience).toBe(7);
    expect(saved.json.card).toEqual({
      name: "Grace Hopper",
      avatarUrl: "/api/uploads/grace.png",
      headline: "Compiler pioneer",
      location: "Berlin, Germany",
      availability: "2-weeks",
      yearsOfExperience: 7,
      willingToRelocate: true,
      skills: ["COBOL", "Compilers", "Teaching"],
      resumeTitle: "Grace - Resume",
    });

    const read = await owner.get("/api/me/profile");
    expect(read.json).toEqual(saved.json);
    expect(await storedProfile(owner.user.id)).toMatchObject({
      visible: true,
      resumeId,
      country: "DE",
      city: "Berlin",
    });

    // Switched off again, blanks cleared: the profile stays, hidden.
    const hidden = await owner.put("/api/me/profile", {
      visible: false,
      resumeId,
      headline: "",
      availability: null,
      country: null,
      city: null,
      willingToRelocate: false,
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json.profile).toEqual({ ...DEFAULT_JOB_SEEKER_PROFILE, countryCode: null, resumeId });
    expect(await storedProfile(owner.user.id)).toMatchObject({ visible: false, headline: null });
  });

  it("refuses a visible profile without a resume, naming resumeId, and writes nothing", async () => {
    const owner = await signedInSeeker(harness);
    const response = await owner.put("/api/me/profile", { ...visibleProfile(1), resumeId: null });
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ resumeId: "seekerProfile.validation.resumeRequired" });
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });

  it("refuses someone else's resume and a resume that does not exist alike, writing nothing", async () => {
    const owner = await signedInSeeker(harness);
    const other = await signedInSeeker(harness);
    const othersResume = await createResumeAs(other, { title: "Private" });
    for (const resumeId of [othersResume, 2_000_000_000]) {
      const response = await owner.put("/api/me/profile", visibleProfile(resumeId));
      expectErrorContract(response, 400);
      expect(response.json).toEqual(
        errorBodyOf("BAD_REQUEST", "errors.invalidInput", { resumeId: "seekerProfile.validation.resumeNotFound" }),
      );
      expect(response.text).not.toContain("Private");
    }
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });

  it("refuses a country we do not serve, a city of another country and a city without a country", async () => {
    const owner = await signedInSeeker(harness);
    const resumeId = await createResumeAs(owner);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ country: "ZZ", city: null }, { country: "validation.invalidOption" }],
      [{ country: "Spain", city: null }, { country: "validation.invalidOption" }],
      [{ country: "DE", city: "Paris" }, { city: "validation.invalidOption" }],
      [{ country: null, city: "Berlin" }, { city: "seekerProfile.validation.cityNeedsCountry" }],
    ];
    for (const [place, errors] of cases) {
      const response = await owner.put("/api/me/profile", { ...visibleProfile(resumeId), ...place });
      expectErrorContract(response, 400);
      expect(response.json.errors, JSON.stringify(place)).toEqual(errors);
    }
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });

  it("takes the country by name or ISO code in any case, stores the code and answers the name and code", async () => {
    const owner = await signedInSeeker(harness);
    const resumeId = await createResumeAs(owner);
    for (const country of ["Morocco", "MA", "ma", " morocco "]) {
      const response = await owner.put("/api/me/profile", { ...visibleProfile(resumeId), country, city: "Rabat" });
      expect(response.status, country).toBe(200);
      expect(response.json.profile).toMatchObject({ country: "Morocco", countryCode: "MA", city: "Rabat" });
      expect(response.json.card.location).toBe("Rabat, Morocco");
      expect(await storedProfile(owner.user.id)).toMatchObject({ country: "MA" });
    }
  });

  it("refuses bad values field by field: a long headline, an unknown availability, missing switches", async () => {
    const owner = await signedInSeeker(harness);
    const resumeId = await createResumeAs(owner);
    const response = await owner.put("/api/me/profile", {
      resumeId,
      headline: "x".repeat(121),
      availability: "tomorrow",
      country: "DE",
      city: "Berlin",
    });
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({
      visible: "validation.invalidValue",
      headline: "validation.tooLong",
      availability: "validation.invalidOption",
      willingToRelocate: "validation.invalidValue",
    });
    const notAnId = await owner.put("/api/me/profile", { ...visibleProfile(resumeId), resumeId: "12" });
    expectErrorContract(notAnId, 400);
    expect(notAnId.json.errors).toEqual({ resumeId: "validation.invalidValue" });
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });

  it("hides the profile when its resume is deleted: the resume is cleared and visible reads false", async () => {
    const owner = await signedInSeeker(harness);
    const resumeId = await createResumeAs(owner, { experience: PAST_EXPERIENCE });
    expect((await owner.put("/api/me/profile", visibleProfile(resumeId))).status).toBe(200);

    const deleted = await owner.delete(`/api/resumes/${resumeId}`);
    expect(deleted.status, deleted.text).toBe(200);

    const read = await owner.get("/api/me/profile");
    expect(read.json.profile).toMatchObject({
      visible: false,
      resumeId: null,
      headline: "Analyst who likes clean data",
    });
    expect(read.json.yearsOfExperience).toBe(0);
    expect(read.json.card).toMatchObject({ resumeTitle: null, skills: [], yearsOfExperience: 0 });
    expect(read.json.resumes).toEqual([]);
  });

  it("is gone with the account", async () => {
    const owner = await signedInSeeker(harness);
    const resumeId = await createResumeAs(owner);
    expect((await owner.put("/api/me/profile", visibleProfile(resumeId))).status).toBe(200);
    await harness.context.db.delete(users).where(eq(users.id, owner.user.id));
    expect(await storedProfile(owner.user.id)).toBeUndefined();
  });
});
