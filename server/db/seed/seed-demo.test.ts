import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SIZES, INDUSTRIES } from "@common/company";
import { generatedLogoPath } from "@common/companies/generated-logo";
import { AVAILABILITIES } from "@common/job-seeker-profile/schemas";
import { citiesFor, COUNTRY_NAMES, getCountry } from "@common/locations";
import { toUsd } from "@common/money";
import { createLogger } from "../../lib/logger";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { createTestDatabase, testEnv } from "../../test/test-app";
import {
  accountTokens,
  analyticsEvents,
  assistantConversations,
  assistantMessages,
  companies,
  jobSeekerProfiles,
  jobs,
  mailQueue,
  resumes,
  uploads,
  users,
  candidateFavorites,
  messageBlocks,
  messages,
  messageThreads,
  jobAlerts,
  jobAlertSentJobs,
  skillAssessments,
  weeklyDigestSends,
} from "../schema";
import { DEMO_JOBS_PER_COUNTRY } from "./build-demo-data";
import { clearDemoData } from "./clear-demo-data";
import { DEMO_EMPLOYER_PROFILES, type TDemoResumeContent } from "./demo-seekers";
import {
  DEFAULT_DEMO_PASSWORD,
  reviveExpiredDemoJobs,
  seedDemoData,
  seedDemoDataIfEmpty,
  type TSeedContext,
} from "./seed-demo";

const DAY_MS = 24 * 60 * 60 * 1000;
type TTestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

function contextFor(database: TTestDatabase): TSeedContext {
  return { db: database.db, env: testEnv(), logger: createLogger("silent") };
}

async function countRows(context: TSeedContext) {
  const { db } = context;
  return {
    users: await db.$count(users),
    companies: await db.$count(companies),
    jobs: await db.$count(jobs),
    resumes: await db.$count(resumes),
  };
}

const titlesAndCompanies = (context: TSeedContext) =>
  context.db
    .select({ title: jobs.title, company: jobs.company, country: jobs.country, city: jobs.city })
    .from(jobs)
    .orderBy(asc(jobs.id));

describe("the demo seed on a fresh database", () => {
  let database: TTestDatabase;
  let context: TSeedContext;
  let seededAt: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    context = contextFor(database);
    seededAt = Date.now();
    await seedDemoDataIfEmpty(context);
  });
  afterAll(() => database?.close());

  it("posts 400 active demo jobs in all 29 countries, each with its skills", async () => {
    const rows = await context.db.select().from(jobs);
    expect(rows.length).toBe(Object.values(DEMO_JOBS_PER_COUNTRY).reduce((sum, count) => sum + count, 0));
    expect(rows.length).toBe(400);
    expect(rows.every((job) => job.skills.length >= 3)).toBe(true);
    expect(rows.every((job) => job.status === "active" && job.isDemo && job.applicationCount === 0)).toBe(true);
    expect(new Set(rows.map((job) => job.country))).toEqual(new Set(COUNTRY_NAMES));
  });

  it("uses every work type and employment type", async () => {
    const rows = await context.db.select({ workType: jobs.workType, employmentType: jobs.employmentType }).from(jobs);
    expect(new Set(rows.map((job) => job.workType))).toEqual(new Set(["remote", "hybrid", "onsite"]));
    expect(new Set(rows.map((job) => job.employmentType))).toEqual(
      new Set(["full-time", "part-time", "contract", "freelance", "internship", "temporary"]),
    );
  });

  it("places every job in a city of its country's list", async () => {
    const rows = await context.db.select().from(jobs);
    for (const job of rows) {
      expect(citiesFor(job.country), `${job.id} ${job.country}`).toContain(job.city);
      expect(job.location).toBe(`${job.city}, ${job.country}`);
    }
  });

  it("pays in the country's currency, inside its band range, normalised to USD", async () => {
    const rows = await context.db.select().from(jobs);
    let withBoth = 0;
    let withNone = 0;
    for (const job of rows) {
      const country = getCountry(job.country)!;
      const ceiling = country.salaryBandLimits[2] * 1.5;
      expect(job.currency, job.country).toBe(country.currency);
      for (const amount of [job.salaryMin, job.salaryMax]) {
        if (amount === null) continue;
        expect(amount, `${job.id}`).toBeGreaterThan(0);
        expect(amount, `${job.id} ${job.country}`).toBeLessThanOrEqual(ceiling);
      }
      if (job.salaryMin !== null && job.salaryMax !== null) {
        withBoth += 1;
        expect(job.salaryMin, `${job.id}`).toBeLessThan(job.salaryMax);
      }
      if (job.salaryMin === null && job.salaryMax === null) withNone += 1;
      expect(job.salaryMinUsd).toBe(job.salaryMin === null ? null : toUsd(job.salaryMin, job.currency));
      expect(job.salaryMaxUsd).toBe(job.salaryMax === null ? null : toUsd(job.salaryMax, job.currency));
    }
    expect(withBoth).toBeGreaterThan(rows.length * 0.7);
    expect(withNone).toBeGreaterThan(0);
    expect(rows.some((job) => job.salaryMin !== null && job.salaryMax === null)).toBe(true);
    expect(rows.some((job) => job.salaryMin === null && job.salaryMax !== null)).toBe(true);
  });

  it("spreads posting dates over the last 30 days, each listed for 30 days", async () => {
    const rows = await context.db.select({ createdAt: jobs.createdAt, expiresAt: jobs.expiresAt }).from(jobs);
    for (const job of rows) {
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(seededAt);
      expect(job.createdAt.getTime()).toBeGreaterThan(seededAt - 30 * DAY_MS);
      expect(job.expiresAt.getTime() - job.createdAt.getTime()).toBe(30 * DAY_MS);
    }
    const ages = rows.map((job) => (seededAt - job.createdAt.getTime()) / DAY_MS);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(Math.max(...ages)).toBeGreaterThan(27);
  });

  it("writes postings that read like real ones", async () => {
    const rows = await context.db.select().from(jobs).limit(50);
    for (const job of rows) {
      const paragraphs = job.description.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(job.description).toContain(job.company);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.benefits.length).toBeGreaterThanOrEqual(3);
      expect(job.companyId).not.toBeNull();
    }
  });

  it("creates companies with full profiles, each with its own verified company account", async () => {
    const rows = await context.db
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId));
    expect(rows.length).toBeGreaterThanOrEqual(35);
    for (const { company, user } of rows) {
      expect(company.isDemo).toBe(true);
      expect(INDUSTRIES).toContain(company.industry);
      expect(COMPANY_SIZES).toContain(company.size);
      expect(citiesFor(company.country)).toContain(company.city);
      for (const field of [company.website, company.description, company.contactName, company.contactTitle]) {
        expect(field).toBeTruthy();
      }
      // The logo we generate and serve for it.
      expect(company.logoUrl).toBe(generatedLogoPath(company.id));
      expect(user.email).toMatch(/^talent@[a-z0-9-]+\.example\.com$/);
      expect(user).toMatchObject({ userType: "company", isDemo: true, isVerified: true });
      expect(user.termsAcceptedAt).not.toBeNull();
      // Made-up addresses: confirmed, so the demo shows no reminder to confirm them.
      expect(user.emailVerifiedAt).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.company.industry)).size).toBe(INDUSTRIES.length);
  });

  it("creates job seekers with a professional resume each", async () => {
    const seekers = await context.db.select().from(users).where(eq(users.userType, "jobseeker"));
    expect(seekers.length).toBeGreaterThanOrEqual(5);
    const resumeRows = await context.db.select().from(resumes);
    expect(resumeRows).toHaveLength(seekers.length);
    for (const resume of resumeRows) {
      expect(resume).toMatchObject({ template: "professional", isDemo: true });
      const content = resume.content as unknown as TDemoResumeContent;
      expect(content.personalInfo).toMatchObject({
        fullName: expect.any(String),
        email: expect.stringMatching(/@example\.com$/),
        phone: expect.any(String),
        location: expect.any(String),
        summary: expect.any(String),
      });
      expect(content.experience.length).toBeGreaterThanOrEqual(2);
      for (const entry of content.experience) {
        expect(entry.startDate).toMatch(/^\d{4}-\d{2}$/);
        expect(typeof entry.current).toBe("boolean");
        if (!entry.current) expect(entry.endDate).toMatch(/^\d{4}-\d{2}$/);
      }
      expect(content.education[0].graduationDate).toMatch(/^\d{4}-\d{2}$/);
      expect(content.skills.length).toBeGreaterThanOrEqual(5);
      expect(new Set(content.skills).size).toBe(content.skills.length);
    }
  });

  it("makes most demo job seekers visible to employers, with their resume, in their own city", async () => {
    const seekers = await context.db.select().from(users).where(eq(users.userType, "jobseeker"));
    const profiles = await context.db.select().from(jobSeekerProfiles);
    expect(Object.keys(DEMO_EMPLOYER_PROFILES).every((email) => seekers.some((seeker) => seeker.email === email))).toBe(
      true,
    );
    expect(profiles.length).toBeGreaterThanOrEqual(Math.ceil(seekers.length * 0.75));
    expect(profiles.length).toBeLessThan(seekers.length);
    for (const profile of profiles) {
      const seeker = seekers.find((user) => user.id === profile.userId)!;
      const [resume] = await context.db.select().from(resumes).where(eq(resumes.id, profile.resumeId!));
      expect(resume.userId).toBe(seeker.id);
      expect(profile).toMatchObject({
        visible: true,
        headline: DEMO_EMPLOYER_PROFILES[seeker.email].headline,
        country: getCountry(seeker.country)!.code,
        city: seeker.city,
      });
      expect(AVAILABILITIES).toContain(profile.availability);
    }
    expect(profiles.some((profile) => profile.willingToRelocate)).toBe(true);
    expect(profiles.some((profile) => !profile.willingToRelocate)).toBe(true);
  });

  it("gives every demo account the one demo password", async () => {
    const rows = await context.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0].passwordHash, DEFAULT_DEMO_PASSWORD)).toBe(true);
  });

  it("does not seed a second time", async () => {
    const before = await countRows(context);
    await seedDemoDataIfEmpty(context);
    expect(await countRows(context)).toEqual(before);
  });

  it("re-dates expired demo jobs into the last 30 days, keeping their spread", async () => {
    const now = new Date();
    const [first, second, third] = await context.db.select().from(jobs).orderBy(asc(jobs.id)).limit(3);
    const createdFirst = new Date(now.getTime() - 45 * DAY_MS);
    const createdSecond = new Date(now.getTime() - 95 * DAY_MS);
    await context.db
      .update(jobs)
      .set({ createdAt: createdFirst, expiresAt: new Date(createdFirst.getTime() + 30 * DAY_MS) })
      .where(eq(jobs.id, first.id));
    await context.db
      .update(jobs)
      .set({ createdAt: createdSecond, expiresAt: new Date(createdSecond.getTime() + 30 * DAY_MS), status: "expired" })
      .where(eq(jobs.id, second.id));
    await context.db
      .update(jobs)
      .set({ createdAt: createdFirst, expiresAt: new Date(createdFirst.getTime() + 30 * DAY_MS), status: "closed" })
      .where(eq(jobs.id, third.id));

    expect(await reviveExpiredDemoJobs(context, { now })).toBe(2);

    const byId = new Map((await context.db.select().from(jobs)).map((job) => [job.id, job]));
    expect(byId.get(first.id)!.createdAt.getTime()).toBe(createdFirst.getTime() + 30 * DAY_MS);
    expect(byId.get(second.id)!.createdAt.getTime()).toBe(createdSecond.getTime() + 90 * DAY_MS);
    expect(byId.get(second.id)!.status).toBe("active");
    for (const id of [first.id, second.id]) {
      const job = byId.get(id)!;
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.expiresAt.getTime()).toBe(job.createdAt.getTime() + 30 * DAY_MS);
      expect(job.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(byId.get(third.id)!.status).toBe("closed");
    expect(byId.get(third.id)!.createdAt.getTime()).toBe(createdFirst.getTime());
    expect(await reviveExpiredDemoJobs(context, { now })).toBe(0);
  });

  it("is identical on another machine (a second fresh database)", async () => {
    const other = await createTestDatabase();
    try {
      const otherContext = contextFor(other);
      await seedDemoData(otherContext, { now: new Date(Date.now() - 3 * DAY_MS) });
      expect(await titlesAndCompanies(otherContext)).toEqual(await titlesAndCompanies(context));
      const companyNames = (rows: { name: string; city: string | null }[]) =>
        rows.map((row) => `${row.name}/${row.city}`);
      expect(companyNames(await otherContext.db.select().from(companies).orderBy(asc(companies.id)))).toEqual(
        companyNames(await context.db.select().from(companies).orderBy(asc(companies.id))),
      );
    } finally {
      await other.close();
    }
  });
});

describe("seeding decisions and clearing", () => {
  let database: TTestDatabase;
  let context: TSeedContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    context = contextFor(database);
  });
  afterAll(() => database?.close());

  it("does not seed a database that has real users, but does when only an administrator exists", async () => {
    const passwordHash = await hashPassword("real-password");
    const [real] = await context.db
      .insert(users)
      .values({ email: "real.person@example.org", passwordHash, firstName: "Real" })
      .returning();
    expect((await seedDemoData(context)).seeded).toBe(false);
    expect((await countRows(context)).jobs).toBe(0);

    await context.db.delete(users).where(eq(users.id, real.id));
    await context.db
      .insert(users)
      .values({ email: "admin@example.org", passwordHash, firstName: "Admin", role: "admin" });
    const outcome = await seedDemoData(context);
    expect(outcome).toMatchObject({ seeded: true });
    expect((await countRows(context)).jobs).toBe(outcome.jobs);
  });

  it("clears every demo row, and what hangs on the demo accounts, and keeps the real ones", async () => {
    const passwordHash = await hashPassword("real-password");
    const [real] = await context.db
      .insert(users)
      .values({ email: "real.seeker@example.org", passwordHash, firstName: "Real" })
      .returning();
    const [realResume] = await context.db
      .insert(resumes)
      .values({ userId: real.id, title: "Mine", content: { skills: [] } })
      .returning();
    const [demoSeeker] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, Object.keys(DEMO_EMPLOYER_PROFILES)[0]));
    const [demoJob] = await context.db.select({ id: jobs.id }).from(jobs).limit(1);
    // What a signed-in demo job seeker, and a real one, leave behind.
    for (const owner of [demoSeeker, real]) {
      await context.db.insert(uploads).values({
        sha256: `sha-${owner.id}`,
        purpose: "avatar",
        userId: owner.id,
        contentType: "image/png",
        byteSize: 1,
        data: new Uint8Array([1]),
      });
      await context.db.insert(mailQueue).values({
        userId: owner.id,
        to: owner.email,
        template: "welcome",
        subject: "Hi",
        html: "<p>Hi</p>",
        text: "Hi",
      });
      await context.db.insert(accountTokens).values({
        tokenHash: `token-${owner.id}`,
        purpose: "email-verification",
        userId: owner.id,
        email: owner.email,
        expiresAt: new Date(Date.now() + DAY_MS),
      });
      await context.db.insert(analyticsEvents).values({ name: "sign-in", userId: owner.id });
      await context.db
        .insert(skillAssessments)
        .values({ userId: owner.id, kind: "modal", answers: { react: 75 }, scores: { React: 75 } });
      await context.db.insert(jobAlerts).values({ userId: owner.id, name: "Nurses", search: "nurse" });
      await context.db.insert(weeklyDigestSends).values({ userId: owner.id, weekStart: "2026-11-23" });
      const [talk] = await context.db
        .insert(assistantConversations)
        .values({ userId: owner.id, title: "Find jobs" })
        .returning({ id: assistantConversations.id });
      await context.db.insert(assistantMessages).values([
        { conversationId: talk.id, role: "user", content: "Find jobs" },
        { conversationId: talk.id, role: "assistant", content: "Here are some." },
      ]);
    }
    // The real seeker's alert mailed a demo job: that record goes with the job.
    const [realAlert] = await context.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, real.id));
    await context.db.insert(jobAlertSentJobs).values({ alertId: realAlert.id, jobId: demoJob.id });
    await context.db
      .insert(jobSeekerProfiles)
      .values({ userId: real.id, visible: true, resumeId: realResume.id, willingToRelocate: false });
    // Mail to a demo address that no longer names its account, and a visitor's view of a demo job.
    await context.db
      .insert(mailQueue)
      .values({ to: demoSeeker.email, template: "welcome", subject: "Hi", html: "<p>Hi</p>", text: "Hi" });
    await context.db.insert(analyticsEvents).values({ name: "job-view", jobId: demoJob.id, visitorHash: "v" });
    // A demo company writes to the real job seeker and saves them; the job seeker blocks it.
    const [demoCompany] = await context.db
      .select({ id: companies.id, userId: companies.userId })
      .from(companies)
      .where(isNotNull(companies.userId))
      .limit(1);
    const [thread] = await context.db
      .insert(messageThreads)
      .values({ companyId: demoCompany.id, seekerUserId: real.id, subject: "Hello" })
      .returning();
    await context.db
      .insert(messages)
      .values({ threadId: thread.id, senderUserId: demoCompany.userId, senderSide: "company", body: "Hi" });
    await context.db.insert(candidateFavorites).values({ companyUserId: demoCompany.userId!, seekerUserId: real.id });
    await context.db.insert(messageBlocks).values({ seekerUserId: real.id, companyId: demoCompany.id });
    const before = await countRows(context);
    const demoProfiles = (await context.db.select().from(jobSeekerProfiles)).length - 1;

    const removed = await clearDemoData(context);

    expect(removed).toEqual({
      jobs: before.jobs,
      companies: before.companies,
      resumes: before.resumes - 1,
      users: before.users - 2,
      jobSeekerProfiles: demoProfiles,
      uploads: 1,
      mailMessages: 2,
      accountTokens: 1,
      analyticsEvents: 2,
      messageThreads: 1,
      savedCandidates: 1,
      blocks: 1,
      skillAssessments: 1,
      jobAlerts: 1,
      weeklyDigests: 1,
      assistantConversations: 1,
    });
    expect(await context.db.select().from(jobAlertSentJobs)).toEqual([]);
    for (const table of [messageThreads, messages, candidateFavorites, messageBlocks]) {
      expect(await context.db.select().from(table)).toEqual([]);
    }
    for (const table of [users, companies, jobs, resumes]) {
      expect(await context.db.select().from(table).where(eq(table.isDemo, true))).toEqual([]);
    }
    const remaining = await context.db.select({ email: users.email }).from(users).orderBy(asc(users.email));
    expect(remaining.map((row) => row.email)).toEqual(["admin@example.org", "real.seeker@example.org"]);
    expect(await context.db.select().from(resumes)).toHaveLength(1);
    for (const table of [
      jobSeekerProfiles,
      uploads,
      mailQueue,
      accountTokens,
      analyticsEvents,
      skillAssessments,
      jobAlerts,
      weeklyDigestSends,
      assistantConversations,
    ]) {
      const rows: { userId: number | null }[] = await context.db.select().from(table);
      expect(rows.map((row) => row.userId)).toEqual([real.id]);
    }
    // The demo seeker's conversation went with its messages; the real one's kept both of its own.
    expect(await context.db.select().from(assistantMessages)).toHaveLength(2);
  });
});
