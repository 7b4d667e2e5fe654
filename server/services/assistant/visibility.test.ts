// Answers never name what the asker may not see: every data question asked as each kind of user
// (a visitor, a job seeker, another job seeker, a company, another company, an administrator),
// and every job, resume and candidate the reply names (in its text, links and buttons) checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { savedJobs } from "../../db/schema";
import {
  createResumeAs,
  jobPostingInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";
import { askAs, jobIdsIn, postJobAs, recordJobView, resumeIdsIn, setJobStatus } from "./assistant.fixtures";

let harness: TTestApp;
const jobs: Record<string, number> = {};
const resumesOf = new Map<number, number[]>();
let users: { name: string; user: TPublicUser | null }[] = [];

const posting = (title: string) =>
  jobPostingInput({
    jobTitle: title,
    country: "United Arab Emirates",
    city: "Dubai",
    workType: "remote",
    description: `${title}: React and TypeScript every day.`,
    requirements: "React\nTypeScript\nGraphQL",
  });

beforeAll(async () => {
  harness = await createTestApp();
  const companyA = await signedInCompany(harness, {}, { name: "Alpha Apps" });
  const companyB = await signedInCompany(harness, {}, { name: "Beta Bytes" });
  jobs.alphaOpen = await postJobAs(companyA, posting("Alpha React Developer"));
  jobs.alphaDraft = await postJobAs(companyA, posting("Alpha Draft React Lead"));
  jobs.alphaClosed = await postJobAs(companyA, posting("Alpha Closed React Role"));
  jobs.betaOpen = await postJobAs(companyB, posting("Beta React Engineer"));
  jobs.betaDraft = await postJobAs(companyB, posting("Beta Draft React Architect"));
  await setJobStatus(harness.context, jobs.alphaDraft, "draft");
  await setJobStatus(harness.context, jobs.alphaClosed, "closed");
  await setJobStatus(harness.context, jobs.betaDraft, "draft");

  const seeker = await signedInSeeker(harness, { firstName: "Sara" });
  const other = await signedInSeeker(harness, { firstName: "Omar" });
  const admin = await signedInAdmin(harness);
  const resume = { skills: ["React", "TypeScript"], education: [] };
  resumesOf.set(seeker.user.id, [await createResumeAs(seeker, resume)]);
  resumesOf.set(other.user.id, [await createResumeAs(other, resume)]);
  // Sara opened every job, drafts and the closed one included, and saved the other company's draft.
  for (const id of Object.values(jobs)) await recordJobView(harness.context, seeker.user.id, id);
  await harness.context.db.insert(savedJobs).values({ userId: seeker.user.id, jobId: jobs.betaDraft });

  const visible = await visibleSeeker(harness, { firstName: "Vera", resume: { skills: ["React", "GraphQL"] } });
  resumesOf.set(visible.user.id, [visible.resumeId]);
  const hidden = await visibleSeeker(harness, { firstName: "Hidden", resume: { skills: ["React", "GraphQL"] } });
  await hidden.setVisible(false);

  const asUser = (client: TSignedInClient) => client.user as TPublicUser;
  users = [
    { name: "visitor", user: null },
    { name: "job seeker", user: asUser(seeker) },
    { name: "another job seeker", user: asUser(other) },
    { name: "company", user: asUser(companyA) },
    { name: "another company", user: asUser(companyB) },
    { name: "administrator", user: asUser(admin) },
  ];
});
afterAll(async () => {
  await harness?.close();
});

const QUESTIONS: { message: string; currentUrl?: () => string }[] = [
  { message: "find React jobs" },
  { message: "find remote React jobs in Dubai" },
  { message: "Find jobs in my field" },
  { message: "review my resume" },
  { message: "how do I stand for this job" },
  ...["alphaOpen", "alphaDraft", "alphaClosed", "betaDraft"].map((job) => ({
    message: "how do I stand for this job",
    currentUrl: () => `/jobs/${jobs[job]}`,
  })),
  { message: "find good candidates" },
  { message: "find good candidates for Beta React Engineer" },
  { message: "find good candidates for Alpha Draft React Lead" },
  ...["alphaOpen", "alphaDraft", "betaDraft"].map((job) => ({
    message: "find good candidates",
    currentUrl: () => `/jobs/${jobs[job]}`,
  })),
  { message: "market insights" },
];

describe("every data question, asked by each kind of user", () => {
  it("names only listed jobs, the asker's own resumes and jobs, and visible candidates for employers", async () => {
    const listed = new Set([jobs.alphaOpen, jobs.betaOpen]);
    const ownJobs: Record<string, number[]> = {
      company: [jobs.alphaOpen, jobs.alphaDraft, jobs.alphaClosed],
      "another company": [jobs.betaOpen, jobs.betaDraft],
    };
    let named = 0;
    for (const { name, user } of users) {
      for (const question of QUESTIONS) {
        const label = `${name}: ${question.message} ${question.currentUrl?.() ?? ""}`;
        const reply = await askAs(harness.context, user, question.message, { currentUrl: question.currentUrl?.() });
        const words = [reply.text, ...reply.suggestions, ...reply.actions.map((action) => action.label)].join("\n");
        expect(words, label).not.toMatch(/\b(assistantReplies|assistantKnowledge|matching|insights|ai)\.\w/);
        for (const id of jobIdsIn(reply)) expect(listed, label).toContain(id);
        expect(reply.text, label).not.toMatch(/Draft|Closed/);
        for (const id of resumeIdsIn(reply)) expect(resumesOf.get(user?.id ?? 0) ?? [], label).toContain(id);
        expect(reply.text, label).not.toContain("Hidden");
        const seekerJobIds = [...reply.text.matchAll(/\/seekers\?[^)]*jobId=(\d+)/g)].map((found) => Number(found[1]));
        for (const id of seekerJobIds)
          expect(name === "administrator" ? [...listed] : (ownJobs[name] ?? []), label).toContain(id);
        const isEmployer = name.includes("company") || name === "administrator";
        if (!isEmployer) expect(reply.text, label).not.toContain("Vera");
        named += jobIdsIn(reply).length;
      }
    }
    expect(named).toBeGreaterThan(20);
  });

  it("lets the employers, and only them, see the visible candidate", async () => {
    for (const { name, user } of users) {
      const reply = await askAs(harness.context, user, "find good candidates");
      const isEmployer = name.includes("company") || name === "administrator";
      expect(reply.text.includes("Vera Candidate"), name).toBe(isEmployer);
    }
  });

  it("reviews each job seeker's own resume, never another's", async () => {
    for (const { name, user } of users.filter((entry) => entry.name.includes("job seeker"))) {
      const reply = await askAs(harness.context, user, "review my resume");
      expect(resumeIdsIn(reply), name).toEqual(resumesOf.get(user!.id));
    }
  });
});
