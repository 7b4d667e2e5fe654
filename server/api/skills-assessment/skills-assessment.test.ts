// POST and GET /api/skills-assessment on a real database: answers scored again on the server (a
// score the browser sends is never read), one seeker's attempts kept from another, the skills map
// (newest score of each skill across both kinds), the history newest first, recommendations from
// the weakest areas and the market's missing skills, and every bad input a 400 naming the field
// with nothing written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENT_HISTORY_MAX } from "@common/skills-assessment/schemas";
import { skillAssessments } from "../../db/schema";
import { ASSESSMENTS_PER_HOUR } from "../../services/skills-assessment/save-assessment";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import {
  createResumeAs,
  insertJobs,
  signedInAdmin,
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

const PAGE = { technicalSkills: 5, communication: 1, leadership: 2, problemSolving: 3, dataAnalysis: 4 };
const MODAL = { javascript: 95, react: 15, nodejs: 40, database: 75, problemSolving: 80 };

async function storedFor(client: TSignedInClient) {
  return harness.context.db.select().from(skillAssessments).where(eq(skillAssessments.userId, client.user.id));
}

describe("POST /api/skills-assessment", () => {
  it("scores the page's answers on the server and stores them", async () => {
    const seeker = await signedInSeeker(harness);
    // The browser's own scores are ignored: only the chosen answers count.
    const response = await seeker.post("/api/skills-assessment", {
      kind: "page",
      answers: PAGE,
      scores: { technicalSkills: 1, communication: 100 },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      kind: "page",
      scores: { technicalSkills: 100, communication: 14, leadership: 43, problemSolving: 57, dataAnalysis: 71 },
    });
    expect(Object.keys(response.json.scores)).toEqual([
      "technicalSkills",
      "communication",
      "leadership",
      "problemSolving",
      "dataAnalysis",
    ]);
    expect(typeof response.json.id).toBe("number");
    expect(new Date(response.json.createdAt).toString()).not.toBe("Invalid Date");
    // No resume: the weakest areas below 70, lowest first.
    expect(response.json.recommendations.map((r: { skill: string }) => r.skill)).toEqual([
      "communication",
      "leadership",
      "problemSolving",
    ]);

    const [row] = await storedFor(seeker);
    expect(row).toMatchObject({ id: response.json.id, kind: "page", answers: PAGE, scores: response.json.scores });
  });

  it("keeps the modal's chosen scores per skill", async () => {
    const seeker = await signedInSeeker(harness);
    const response = await seeker.post("/api/skills-assessment", { kind: "modal", answers: MODAL });
    expect(response.status, response.text).toBe(201);
    expect(response.json.scores).toEqual(MODAL);
    expect(response.json.recommendations[0]).toMatchObject({
      kind: "practise",
      skill: "react",
      score: 15,
      href: "/jobs?search=React&sort=match",
    });
  });

  it("answers 400 naming the field for every bad answer, and writes nothing", async () => {
    const seeker = await signedInSeeker(harness);
    const { nodejs: _omitted, ...withoutNode } = MODAL;
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { kind: "modal", answers: { ...MODAL, react: 50 } },
        { "answers.react": "skillsAssessment.errors.invalidAnswer" },
      ],
      [
        { kind: "modal", answers: { ...MODAL, react: 900 } },
        { "answers.react": "skillsAssessment.errors.invalidAnswer" },
      ],
      [
        { kind: "page", answers: { ...PAGE, leadership: 0 } },
        { "answers.leadership": "skillsAssessment.errors.invalidAnswer" },
      ],
      [
        { kind: "page", answers: { ...PAGE, leadership: 7 } },
        { "answers.leadership": "skillsAssessment.errors.invalidAnswer" },
      ],
      [
        { kind: "modal", answers: { ...MODAL, python: 20 } },
        { "answers.python": "skillsAssessment.errors.unknownQuestion" },
      ],
      [
        { kind: "page", answers: { ...PAGE, javascript: 95 } },
        { "answers.javascript": "skillsAssessment.errors.unknownQuestion" },
      ],
      [{ kind: "modal", answers: withoutNode }, { "answers.nodejs": "validation.required" }],
      [
        { kind: "modal", answers: { ...MODAL, database: "75" } },
        { "answers.database": "skillsAssessment.errors.invalidAnswer" },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await seeker.post("/api/skills-assessment", body);
      expectErrorContract(response, 400);
      expect(response.json).toEqual(errorBodyOf("BAD_REQUEST", "errors.invalidInput", errors));
    }
    for (const body of [{ kind: "quiz", answers: MODAL }, { kind: "modal" }, { kind: "modal", answers: [95] }, {}]) {
      expectErrorContract(await seeker.post("/api/skills-assessment", body), 400);
    }
    expect(await storedFor(seeker)).toEqual([]);
  });

  it("answers 401 signed out and 403 to a company account, writing nothing", async () => {
    const visitor = createClient(harness.app, { headers: { origin } });
    expectErrorContract(await visitor.post("/api/skills-assessment", { kind: "modal", answers: MODAL }), 401);
    expectErrorContract(await visitor.get("/api/skills-assessment"), 401);
    const company = await signedInCompany(harness);
    for (const response of [
      await company.post("/api/skills-assessment", { kind: "modal", answers: MODAL }),
      await company.get("/api/skills-assessment"),
    ]) {
      expectErrorContract(response, 403);
      expect(response.json).toEqual(errorBodyOf("FORBIDDEN", "skillsAssessment.errors.seekersOnly"));
    }
    expect(await storedFor(company)).toEqual([]);
  });

  it("answers 429 past the hourly limit, storing nothing more", async () => {
    const seeker = await signedInSeeker(harness);
    for (let attempt = 0; attempt < ASSESSMENTS_PER_HOUR; attempt += 1) {
      expect((await seeker.post("/api/skills-assessment", { kind: "modal", answers: MODAL })).status).toBe(201);
    }
    const refused = await seeker.post("/api/skills-assessment", { kind: "modal", answers: MODAL });
    expectErrorContract(refused, 429);
    expect(refused.json.messageKey).toBe("skillsAssessment.errors.tooMany");
    expect(await storedFor(seeker)).toHaveLength(ASSESSMENTS_PER_HOUR);
    // The history lists the latest ASSESSMENT_HISTORY_MAX.
    expect((await seeker.get("/api/skills-assessment")).json.history).toHaveLength(ASSESSMENT_HISTORY_MAX);
  });

  it("lets an administrator's job seeker account keep its own", async () => {
    const admin = await signedInAdmin(harness);
    expect((await admin.post("/api/skills-assessment", { kind: "modal", answers: MODAL })).status).toBe(201);
    expect((await admin.get("/api/skills-assessment")).json.history).toHaveLength(1);
  });
});

describe("GET /api/skills-assessment", () => {
  it("answers an empty map and history before any attempt", async () => {
    const seeker = await signedInSeeker(harness);
    const response = await seeker.get("/api/skills-assessment");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ skills: {}, recommendations: [], history: [] });
  });

  it("gives the newest score of each skill across both kinds and the history newest first, each seeker their own", async () => {
    const alice = await signedInSeeker(harness);
    const bob = await signedInSeeker(harness);
    const first = await alice.post("/api/skills-assessment", { kind: "page", answers: PAGE });
    const second = await alice.post("/api/skills-assessment", { kind: "modal", answers: MODAL });
    const third = await alice.post("/api/skills-assessment", {
      kind: "modal",
      answers: { ...MODAL, javascript: 20, problemSolving: 95 },
    });
    await bob.post("/api/skills-assessment", { kind: "modal", answers: { ...MODAL, react: 90 } });

    const response = await alice.get("/api/skills-assessment");
    expect(response.status, response.text).toBe(200);
    expect(response.json.history.map((attempt: { id: number }) => attempt.id)).toEqual([
      third.json.id,
      second.json.id,
      first.json.id,
    ]);
    expect(response.json.history[2]).toEqual({
      id: first.json.id,
      kind: "page",
      scores: first.json.scores,
      createdAt: first.json.createdAt,
    });
    // The newest modal attempt first, then the page's categories the modal does not ask about;
    // Problem Solving is the modal's newer 95, not the page's 57.
    expect(response.json.skills).toEqual({
      javascript: 20,
      react: 15,
      nodejs: 40,
      database: 75,
      problemSolving: 95,
      technicalSkills: 100,
      communication: 14,
      leadership: 43,
      dataAnalysis: 71,
    });
    expect(Object.keys(response.json.skills).slice(0, 3)).toEqual(["javascript", "react", "nodejs"]);
    expect(response.json.recommendations.map((r: { skill: string }) => r.skill)).toEqual([
      "communication",
      "react",
      "javascript",
    ]);

    // Bob sees his own attempt only.
    const bobs = await bob.get("/api/skills-assessment");
    expect(bobs.json.history).toHaveLength(1);
    expect(bobs.json.skills.react).toBe(90);
  });

  it("recommends the skills the seeker's best-matching jobs ask for, and applying once all is strong", async () => {
    await insertJobs(harness.context.db, [
      { title: "Frontend Developer", skills: ["JavaScript", "React", "GraphQL"], country: "Germany", city: "Berlin" },
      { title: "Frontend Developer", skills: ["JavaScript", "React", "GraphQL"], country: "Germany", city: "Munich" },
    ]);
    const seeker = await signedInSeeker(harness);
    const strong = { javascript: 95, react: 90, nodejs: 85, database: 90, problemSolving: 95 };
    const before = await seeker.post("/api/skills-assessment", { kind: "modal", answers: strong });
    expect(before.json.recommendations).toEqual([
      { kind: "apply", messageKey: "skillsAssessment.recommendations.apply", href: "/jobs?sort=match" },
    ]);

    await createResumeAs(seeker, {
      title: "Frontend resume",
      personalInfo: {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+49 30 1234567",
        location: "Berlin, Germany",
        label: "Frontend Developer",
      },
      experience: [{ company: "Acme", position: "Frontend Developer", startDate: "2019-01", current: true }],
      skills: ["JavaScript", "React"],
      certifications: [],
    });
    const response = await seeker.get("/api/skills-assessment");
    expect(response.json.recommendations).toContainEqual({
      kind: "learn",
      skill: "GraphQL",
      jobs: 2,
      messageKey: "skillsAssessment.recommendations.learn",
      href: "/jobs?search=GraphQL&sort=match",
    });
  });
});
