// GET /api/jobs with match scores: a signed-in job seeker with a resume gets each job's
// matchScore from their most recently updated resume, and sort=match ranks the jobs passing the
// search's filters by it; anyone else gets no matchScore, and a 400 naming `sort` for sort=match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActor } from "@common/auth/permissions";
import { getMatchScore } from "../../services/matching/match-score";
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
let nurse: TSignedInClient;
let ids: Record<string, number>;

const NURSE_RESUME = resumeInput({
  title: "Nurse resume",
  personalInfo: {
    fullName: "Amal Haddad",
    email: "amal@example.com",
    phone: "+971 50 000 0000",
    location: "Dubai, United Arab Emirates",
    summary: "Registered nurse in intensive care.",
  },
  experience: [
    {
      company: "Dubai Hospital",
      position: "Staff Nurse",
      startDate: "2018-01",
      current: true,
      description: "Intensive care nursing, patient assessment and BLS.",
    },
  ],
  skills: ["Patient Assessment", "ICU", "BLS", "Critical Care"],
});

const ACCOUNTANT_RESUME = resumeInput({
  title: "Accountant resume",
  personalInfo: {
    fullName: "Amal Haddad",
    email: "amal@example.com",
    phone: "+971 50 000 0000",
    location: "Dubai, United Arab Emirates",
    summary: "Accountant.",
  },
  experience: [
    {
      company: "Gulf Audit",
      position: "Senior Accountant",
      startDate: "2015-01",
      current: true,
      description: "Financial reporting under IFRS, month-end close, reconciliations.",
    },
  ],
  skills: ["IFRS", "Financial Reporting", "Reconciliation"],
});

beforeAll(async () => {
  harness = await createTestApp();
  const dubai = { country: "United Arab Emirates", city: "Dubai" };
  const [icu, ward, remoteNurse, accountant, warehouse, chef] = await insertJobs(harness.context.db, [
    {
      ...dubai,
      title: "ICU Registered Nurse",
      description: "Intensive care unit nurse. Patient assessment, critical care and BLS.",
      skills: ["Patient Assessment", "Critical Care", "BLS", "ICU"],
      ageHours: 6,
    },
    {
      ...dubai,
      title: "Ward Nurse",
      description: "General ward nursing.",
      skills: ["Patient Assessment"],
      ageHours: 5,
    },
    {
      title: "Telehealth Nurse",
      description: "Remote triage nurse: patient assessment by phone.",
      skills: ["Patient Assessment", "Triage"],
      workType: "remote",
      ageHours: 4,
    },
    {
      ...dubai,
      title: "Senior Accountant",
      description: "Financial reporting under IFRS.",
      skills: ["IFRS", "Financial Reporting"],
      ageHours: 3,
    },
    {
      title: "Warehouse Operative",
      description: "Pick and pack; forklift licence.",
      skills: ["Forklift"],
      workType: "remote",
      ageHours: 2,
    },
    { ...dubai, title: "Sous Chef", description: "Hotel kitchen.", skills: ["Menu Planning"], ageHours: 1 },
  ]);
  ids = { icu, ward, remoteNurse, accountant, warehouse, chef };
  nurse = await signedInSeeker(harness);
  await createResumeAs(nurse, NURSE_RESUME);
});
afterAll(async () => {
  await harness?.close();
});

type TJsonJob = { id: number; title: string; matchScore?: number };

async function listAll(client: { get: TSignedInClient["get"] }, params: string) {
  const response = await client.get(`/api/jobs?${params}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { jobs: TJsonJob[]; total: number; page: number; pageSize: number };
}

describe("match scores on the job search", () => {
  it("gives every job a matchScore for a job seeker with a resume, the engine's score for their resume", async () => {
    const { jobs, total } = await listAll(nurse, "pageSize=100");
    expect(total).toBe(6);
    for (const job of jobs) {
      expect(job.matchScore, job.title).toBeTypeOf("number");
      expect(job.matchScore).toBeGreaterThanOrEqual(0);
      expect(job.matchScore).toBeLessThanOrEqual(100);
    }
    const score = (id: number) => jobs.find((job) => job.id === id)!.matchScore!;
    expect(score(ids.icu)).toBeGreaterThan(score(ids.accountant));
    expect(score(ids.icu)).toBeGreaterThan(score(ids.chef));
    // The same score as the job's own match score for that resume.
    const single = await getMatchScore(harness.context, { user: nurse.user as TActor, jobId: ids.icu });
    expect(single.score).toBe(score(ids.icu));
  });

  it("gives no matchScore signed out, to a company, or to a job seeker without a resume", async () => {
    const clients = [createClient(harness.app), await signedInCompany(harness), await signedInSeeker(harness)];
    for (const client of clients) {
      const { jobs } = await listAll(client, "pageSize=100");
      expect(jobs).toHaveLength(6);
      for (const job of jobs) expect(job).not.toHaveProperty("matchScore");
    }
  });

  it("scores with the most recently updated resume", async () => {
    const seeker = await signedInSeeker(harness);
    const nurseResume = await createResumeAs(seeker, NURSE_RESUME);
    await createResumeAs(seeker, ACCOUNTANT_RESUME);
    expect((await listAll(seeker, "sort=match")).jobs[0].id).toBe(ids.accountant);
    const updated = await seeker.put(`/api/resumes/${nurseResume}`, NURSE_RESUME);
    expect(updated.status, updated.text).toBe(200);
    expect((await listAll(seeker, "sort=match")).jobs[0].id).toBe(ids.icu);
  });
});

describe("sort=match", () => {
  it("ranks the listed jobs by match score, best first", async () => {
    const { jobs, total } = await listAll(nurse, "sort=match&pageSize=100");
    expect(total).toBe(6);
    expect(jobs.map((job) => job.id).sort()).toEqual(Object.values(ids).sort());
    expect(jobs[0].id).toBe(ids.icu);
    const scores = jobs.map((job) => job.matchScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[scores.length - 1]);
  });

  it("honours the search's filters and words, with the same totals as the other sorts", async () => {
    // "nurs" finds few exact matches and is broadened (a prefix), "-accountant" only excludes.
    const searches = [
      "workType=remote",
      "search=nurse",
      "search=nurse&workType=remote",
      "city=Dubai",
      "search=nurs",
      "search=-accountant",
    ];
    for (const params of searches) {
      const ranked = await listAll(nurse, `sort=match&pageSize=100&${params}`);
      const recent = await listAll(nurse, `sort=recent&pageSize=100&${params}`);
      expect(ranked.total, params).toBe(recent.total);
      expect(ranked.jobs.map((job) => job.id).sort(), params).toEqual(recent.jobs.map((job) => job.id).sort());
      const scores = ranked.jobs.map((job) => job.matchScore!);
      expect(scores, params).toEqual([...scores].sort((a, b) => b - a));
    }
    expect((await listAll(nurse, "sort=match&search=nurs")).total).toBe(3);
    expect((await listAll(nurse, "sort=match&search=-accountant")).total).toBe(5);
    const remote = await listAll(nurse, "sort=match&workType=remote");
    expect(remote.jobs.map((job) => job.id)).toEqual([ids.remoteNurse, ids.warehouse]);
    const nurses = await listAll(nurse, "sort=match&search=nurse");
    expect(nurses.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([ids.icu, ids.ward, ids.remoteNurse]));
    expect(nurses.total).toBe(3);
    expect(nurses.jobs[0].id).toBe(ids.icu);
    // A word nothing has: nothing, not every job.
    expect((await listAll(nurse, "sort=match&search=astronaut")).total).toBe(0);
  });

  it("pages the ranking: the pages together are the whole ranking, none repeated", async () => {
    const whole = (await listAll(nurse, "sort=match&pageSize=100")).jobs.map((job) => job.id);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await listAll(nurse, `sort=match&pageSize=2&page=${page}`);
      expect(answer.total).toBe(6);
      expect(answer.page).toBe(page);
      expect(answer.jobs).toHaveLength(2);
      paged.push(...answer.jobs.map((job) => job.id));
    }
    expect(paged).toEqual(whole);
    const beyond = await listAll(nurse, "sort=match&pageSize=2&page=4");
    expect(beyond.jobs).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it("answers 400 naming sort, with the reason, to anyone who cannot sort by match", async () => {
    const cases: [{ get: TSignedInClient["get"] }, string][] = [
      [createClient(harness.app), "matching.errors.sortNeedsSignIn"],
      [await signedInCompany(harness), "matching.errors.sortSeekersOnly"],
      [await signedInSeeker(harness), "matching.errors.sortNeedsResume"],
    ];
    for (const [client, reason] of cases) {
      const response = await client.get("/api/jobs?sort=match&workType=remote");
      expect(response.status, response.text).toBe(400);
      expect(response.json.code).toBe("BAD_REQUEST");
      expect(response.json.messageKey).toBe(reason);
      expect(response.json.errors).toEqual({ sort: reason });
    }
  });

  it("still refuses an unknown sort, naming sort", async () => {
    const response = await nurse.get("/api/jobs?sort=best");
    expect(response.status).toBe(400);
    expect(response.json.errors).toHaveProperty("sort");
  });
});
