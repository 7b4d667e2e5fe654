// The built-in engine's answers from real rows: a job search naming real jobs whose links open,
// a resume review of the user's own resume, a match explanation, candidates for the company's job,
// and the knowledge base's answers pointing at pages that exist.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { detectIntent, HOW_TO_TOPICS } from "@common/assistant/intents";
import { createTranslator } from "@common/i18n";
import { assistantReplies as arabicReplies } from "@common/i18n/ar/assistant-replies";
import { assistantReplies } from "@common/i18n/en/assistant-replies";
import { assistantReplies as frenchReplies } from "@common/i18n/fr/assistant-replies";
import {
  createResumeAs,
  insertJob,
  jobPostingInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { createTestApp, createClient } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";
import { askAs, jobIdsIn, pathsIn, postJobAs, recordJobView, resumeIdsIn, setJobStatus } from "./assistant.fixtures";
import { answerHowTo } from "./knowledge";
import { PIECE_CHARS } from "./reply";

let harness: TTestApp;
let company: TSignedInClient;
let seeker: TSignedInClient;
let dubaiReact: number;
let berlinReact: number;
let draftReact: number;
let companyJob: number;
let resumeId: number;

const userOf = (client: TSignedInClient) => client.user as TPublicUser;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.context.db;
  dubaiReact = await insertJob(db, {
    title: "React Developer",
    company: "Dune Labs",
    country: "United Arab Emirates",
    city: "Dubai",
    workType: "remote",
    description: "Build our React and TypeScript front end.",
  });
  berlinReact = await insertJob(db, {
    title: "React Engineer",
    company: "Spree Soft",
    country: "Germany",
    city: "Berlin",
    description: "React, TypeScript and Docker on site in Berlin.",
    requirements: ["3+ years of React", "TypeScript", "Docker"],
    skills: ["React", "TypeScript", "Docker"],
  });
  draftReact = await insertJob(db, {
    title: "Secret React Lead",
    company: "Dune Labs",
    country: "United Arab Emirates",
    city: "Dubai",
    workType: "remote",
    status: "draft",
  });
  company = await signedInCompany(harness);
  companyJob = await postJobAs(
    company,
    jobPostingInput({
      jobTitle: "Frontend Engineer",
      description: "React, TypeScript and PostgreSQL for our dashboards.",
      requirements: "React\nTypeScript\nKubernetes",
    }),
  );
  seeker = await signedInSeeker(harness, { firstName: "Sami" });
  resumeId = await createResumeAs(seeker, {
    personalInfo: { fullName: "Sami Seeker", email: "sami@example.com", phone: "+971 4 000", location: "Dubai" },
    education: [],
    experience: [
      {
        company: "Dune Labs",
        position: "Frontend Developer",
        startDate: "2020-01",
        current: true,
        description: "Built the checkout pages in React",
      },
    ],
    skills: ["React", "TypeScript"],
  });
  await recordJobView(harness.context, seeker.user.id, berlinReact);
});
afterAll(async () => {
  await harness?.close();
});

describe("a job search", () => {
  it("names real open jobs as links that open, the total, and a button to the same search", async () => {
    const reply = await askAs(harness.context, null, "find remote React jobs in Dubai");
    expect(reply.text).toContain(`[React Developer, Dune Labs (Dubai)](/jobs/${dubaiReact})`);
    expect(reply.text).toContain("I found 1 open job");
    expect(jobIdsIn(reply)).not.toContain(draftReact);
    expect(reply.text).not.toContain("Secret React Lead");
    expect(reply.actions).toContainEqual({
      type: "search",
      label: "Search these jobs",
      path: "/jobs?search=react&country=United+Arab+Emirates&city=Dubai&workType=remote",
    });
    const client = createClient(harness.app);
    for (const id of jobIdsIn(reply)) expect((await client.get(`/api/jobs/${id}`)).status).toBe(200);
  });

  it("says when nothing matches and offers the wider search", async () => {
    const reply = await askAs(harness.context, null, "find react jobs in Paris");
    expect(reply.text).toContain("I found no open job");
    expect(reply.text).toMatch(/\d+ open jobs match “react” without the place/);
    expect(reply.actions[0]).toMatchObject({ type: "search", path: "/jobs?search=react" });
  });

  it("gives a job seeker with a resume their best matches when the message names nothing", async () => {
    const reply = await askAs(harness.context, userOf(seeker), "Find jobs in my field");
    expect(reply.text).toMatch(/match your resume/);
    expect(reply.text).toMatch(/\(\/jobs\/\d+\): \d+% match/);
    expect(jobIdsIn(reply)).not.toContain(draftReact);
  });

  it("keeps HTML from a job's title out of the reply", async () => {
    const id = await insertJob(harness.context.db, {
      title: "<script>alert(1)</script>Zebra [Wrangler](javascript:alert(2))",
      company: "<b>Zoo</b>",
    });
    const reply = await askAs(harness.context, null, "find zebra jobs");
    expect(reply.text).toContain(`(/jobs/${id})`);
    expect(reply.text).not.toMatch(/[<>]/);
    expect(reply.text).not.toContain("](javascript:");
    expect(reply.text).toContain("alert(1) Zebra (Wrangler)(javascript:alert(2)), Zoo");
  });

  it("is yielded in pieces that together are the whole reply", async () => {
    const reply = await askAs(harness.context, null, "find react jobs");
    expect(reply.chunks.length).toBeGreaterThan(2);
    expect(reply.chunks.every((chunk) => chunk.length <= PIECE_CHARS + 60)).toBe(true);
  });
});

describe("a resume review", () => {
  it("reviews the user's own newest resume: what is missing, what to strengthen, and its match to the jobs opened", async () => {
    const reply = await askAs(harness.context, userOf(seeker), "review my resume");
    expect(reply.text).toContain("“Jane Doe - Resume”");
    expect(reply.text).toContain("Education: your highest degree");
    expect(reply.text).toContain("Add a number to “Built the checkout pages in React”");
    expect(reply.text).toContain("You list 2 skills");
    expect(reply.text).toMatch(new RegExp(`\\(/jobs/${berlinReact}\\) \\(you opened it\\): \\d+% match`));
    expect(reply.text).toContain("Docker");
    expect(reply.actions[0]).toEqual({
      type: "navigate",
      label: "Open the resume builder",
      path: `/resume-builder?id=${resumeId}`,
    });
  });

  it("asks a visitor to sign in, tells a seeker without a resume to build one, and refuses a company", async () => {
    const visitor = await askAs(harness.context, null, "review my resume");
    expect(visitor.actions.map((action) => action.path)).toContain("/login");
    const newcomer = await signedInSeeker(harness);
    const empty = await askAs(harness.context, userOf(newcomer), "review my resume");
    expect(empty.text).toContain("no saved resume");
    expect(empty.actions[0].path).toBe("/resume-builder");
    const employer = await askAs(harness.context, userOf(company), "review my resume");
    expect(employer.text).toContain("company account keeps no resume");
    expect(resumeIdsIn(employer)).toEqual([]);
  });
});

describe("a match explanation", () => {
  it("explains the score for the job page the widget is open on", async () => {
    const reply = await askAs(harness.context, userOf(seeker), "how do I stand for this job", {
      currentUrl: `http://localhost:3000/jobs/${berlinReact}`,
    });
    expect(reply.text).toMatch(/scores \*\*\d+ out of 100\*\* for \[React Engineer, Spree Soft \(Berlin\)\]/);
    expect(reply.text).toContain("Skills you have: React and TypeScript");
    expect(reply.text).toContain("Important skills missing: Docker");
    expect(reply.actions.map((action) => action.path)).toEqual([
      `/jobs/${berlinReact}`,
      `/resume-builder?id=${resumeId}`,
    ]);
  });

  it("uses the job opened last when the page is not a job's, and never names a draft", async () => {
    const latest = await askAs(harness.context, userOf(seeker), "how do I stand for this job", { currentUrl: "/jobs" });
    expect(jobIdsIn(latest)).toContain(berlinReact);
    const draft = await askAs(harness.context, userOf(seeker), "how do I stand for this job", {
      currentUrl: `/jobs/${draftReact}`,
    });
    expect(draft.text).toContain("not open");
    expect(jobIdsIn(draft)).toEqual([]);
  });
});

describe("finding candidates", () => {
  it("lists visible candidates ranked for the company's job, never a hidden one", async () => {
    await visibleSeeker(harness, { firstName: "Vera", resume: { skills: ["React", "TypeScript", "Kubernetes"] } });
    const hidden = await visibleSeeker(harness, { firstName: "Hugo", resume: { skills: ["React", "TypeScript"] } });
    await hidden.setVisible(false);
    const reply = await askAs(harness.context, userOf(company), "find good candidates");
    expect(reply.text).toContain("for your job “Frontend Engineer”");
    expect(reply.text).toMatch(
      new RegExp(`\\[Vera Candidate\\]\\(/seekers\\?search=Vera\\+Candidate&sort=match&jobId=${companyJob}\\)`),
    );
    expect(reply.text).toMatch(/\d+% match/);
    expect(reply.text).not.toContain("Hugo");
    expect(reply.actions[0].path).toBe(`/seekers?sort=match&jobId=${companyJob}`);
  });

  it("ranks for the job whose page is open, or the one the message names, among the company's open jobs", async () => {
    const second = await postJobAs(
      company,
      jobPostingInput({ jobTitle: "Data Analyst", description: "SQL and Python." }),
    );
    const onPage = await askAs(harness.context, userOf(company), "find good candidates", {
      currentUrl: `/jobs/${companyJob}`,
    });
    expect(onPage.actions[0].path).toBe(`/seekers?sort=match&jobId=${companyJob}`);
    const named = await askAs(harness.context, userOf(company), "find good candidates for data analyst", {
      currentUrl: `/jobs/${companyJob}`,
    });
    expect(named.text).toContain("“Data Analyst”");
    const newest = await askAs(harness.context, userOf(company), "find good candidates", {
      currentUrl: `/jobs/${dubaiReact}`,
    });
    expect(newest.actions[0].path).toBe(`/seekers?sort=match&jobId=${second}`);
    await setJobStatus(harness.context, second, "closed");
  });

  it("ranks them for an administrator on any open job's page, and lists the directory elsewhere", async () => {
    const admin = await signedInAdmin(harness);
    const onPage = await askAs(harness.context, userOf(admin), "find good candidates", {
      currentUrl: `/jobs/${berlinReact}`,
    });
    expect(onPage.text).toContain("for the job “React Engineer”");
    expect(onPage.actions[0].path).toBe(`/seekers?sort=match&jobId=${berlinReact}`);
    const onDraft = await askAs(harness.context, userOf(admin), "find good candidates", {
      currentUrl: `/jobs/${draftReact}`,
    });
    expect(onDraft.text).toContain("The candidate directory has");
    expect(jobIdsIn(onDraft)).toEqual([]);
  });

  it("answers a job seeker and a visitor that it is for employers", async () => {
    for (const user of [userOf(seeker), null]) {
      const reply = await askAs(harness.context, user, "find good candidates");
      expect(reply.text).toContain("Finding candidates is for employers");
      expect(reply.actions[0].path).toBe("/register-company");
      expect(reply.text).not.toContain("Vera");
    }
  });

  it("leaves out a job that is no longer open", async () => {
    await setJobStatus(harness.context, companyJob, "closed");
    const reply = await askAs(harness.context, userOf(company), "find good candidates");
    expect(reply.text).toContain("You have no open job");
    expect(jobIdsIn(reply)).toEqual([]);
    expect(reply.actions.map((action) => action.path)).toContain("/post-job");
    await harness.context.db.execute(`update jobs set status = 'active' where id = ${companyJob}`);
  });
});

describe("the knowledge base", () => {
  const routes = fs.readFileSync(path.resolve(import.meta.dirname, "../../../app/routes.ts"), "utf8");
  const pages = new Set(["/", ...[...routes.matchAll(/(?:route|page)\("([^":*]+)"/g)].map((found) => `/${found[1]}`)]);
  const t = createTranslator("en");

  it("answers every how-to topic with links and buttons to pages that exist", () => {
    for (const topic of HOW_TO_TOPICS) {
      const reply = answerHowTo(t, topic, null);
      expect(reply.text, topic).not.toContain("assistantKnowledge.");
      expect(reply.suggestions).toHaveLength(3);
      expect(reply.actions.length, topic).toBeGreaterThan(0);
      const paths = pathsIn({ ...reply, chunks: [] });
      for (const link of paths) expect(pages, `${topic}: ${link}`).toContain(new URL(link, "http://x").pathname);
    }
  });

  it("offers only suggestions the assistant understands, in each language as in English", () => {
    const english = assistantReplies.assistantReplies.suggestions;
    const meaning = (text: string) => {
      const { intent, topic } = detectIntent(text);
      return { intent, topic };
    };
    for (const [name, suggestion] of Object.entries(english)) {
      expect(meaning(suggestion).intent, suggestion).not.toBe("unknown");
      for (const catalogue of [arabicReplies, frenchReplies]) {
        const translated = catalogue.assistantReplies.suggestions[name as keyof typeof english];
        expect(meaning(translated), translated).toEqual(meaning(suggestion));
      }
    }
  });

  it("answers career, skills, interview and hiring questions, and greets each kind of user by their needs", async () => {
    for (const message of [
      "career advice for growth",
      "help me improve my skills",
      "how do I prepare for an interview",
    ]) {
      const reply = await askAs(harness.context, userOf(seeker), message);
      expect(reply.text.length, message).toBeGreaterThan(200);
      expect(reply.actions.length).toBeGreaterThan(0);
    }
    const hiring = await askAs(harness.context, userOf(company), "hiring tips");
    expect(hiring.text).toContain("structured interview");
    expect((await askAs(harness.context, userOf(company), "hello")).suggestions).toContain("Find good candidates");
    expect((await askAs(harness.context, userOf(seeker), "hello")).text).toContain("Hello Sami!");
    expect((await askAs(harness.context, null, "what is the weather")).text).toContain("not sure I understood");
  });

  it("gives market insights: a seeker's own, the public counts for anyone else", async () => {
    const own = await askAs(harness.context, userOf(seeker), "market insights");
    expect(own.text).toMatch(/Across \d+ open jobs? that match/);
    const visitor = await askAs(harness.context, null, "market insights");
    expect(visitor.text).toMatch(/Hirewise lists \d+ open jobs right now; 1 of them remote/);
  });
});
