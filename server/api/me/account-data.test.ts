// GET /api/me/export ("Download my data") and DELETE /api/me ("Delete my account").
import { count, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountTokens,
  analyticsEvents,
  applicationNotes,
  auditEvents,
  candidateFavorites,
  companies,
  jobAlerts,
  jobAlertSentJobs,
  jobs,
  jobSeekerProfiles,
  mailQueue,
  messageBlocks,
  messages,
  messageThreads,
  resumes,
  savedJobs,
  sessions,
  skillAssessments,
  uploads,
  users,
  weeklyDigestSends,
} from "../../db/schema";
import { createAccountToken } from "../../services/auth/account-tokens";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import {
  createResumeAs,
  insertJob,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  uniqueEmail,
  type TSignedInClient,
  type TTestApp,
} from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume } from "../../test/hiring";

let harness: TTestApp;
let origin: string;
beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness?.close();
});

const PASSWORD = "correct-horse";

function anonymous() {
  return createClient(harness.app, { headers: { origin } });
}

/** A job seeker with a bit of everything: a resume, a profile, a saved job, an upload, an event. */
async function seekerWithData(firstName: string) {
  const { db } = harness.context;
  const client = await signedInSeeker(harness, { firstName });
  const resumeId = await createResumeAs(client, { title: `${firstName}'s resume` });
  await db
    .insert(jobSeekerProfiles)
    .values({ userId: client.user.id, headline: `${firstName} the engineer`, resumeId });
  const jobId = await insertJob(db, { title: `Job saved by ${firstName}` });
  expect((await client.post("/api/saved-jobs", { jobId })).status).toBe(201);
  await db.insert(uploads).values({
    sha256: "a".repeat(63) + String(client.user.id % 10),
    purpose: "avatar",
    userId: client.user.id,
    contentType: "image/png",
    byteSize: 3,
    width: 1,
    height: 1,
    data: new Uint8Array([1, 2, 3]),
  });
  await db
    .insert(analyticsEvents)
    .values({ name: "job.viewed", userId: client.user.id, jobId, path: `/jobs/${jobId}` });
  await db
    .insert(skillAssessments)
    .values({ userId: client.user.id, kind: "modal", answers: { react: 75 }, scores: { React: 75 } });
  const [alert] = await db
    .insert(jobAlerts)
    .values({ userId: client.user.id, name: `${firstName}'s nursing search`, search: "nurse", city: "Dubai" })
    .returning({ id: jobAlerts.id });
  await db.insert(jobAlertSentJobs).values({ alertId: alert.id, jobId });
  await db.insert(weeklyDigestSends).values({ userId: client.user.id, weekStart: "2026-11-23" });
  return { client, resumeId, jobId, alertId: alert.id };
}

/** A company and a job seeker with a thread of two messages, a saved candidate and a block. */
async function conversation(email: string) {
  const { db } = harness.context;
  const hiring = await hiringCompany(harness, { email: uniqueEmail(email) });
  const seeker = await seekerWithResume(harness);
  const [thread] = await db
    .insert(messageThreads)
    .values({ companyId: hiring.companyId, seekerUserId: seeker.user.id, subject: "Harbour pilot role" })
    .returning({ id: messageThreads.id });
  await db.insert(messages).values([
    { threadId: thread.id, senderUserId: hiring.client.user.id, senderSide: "company", body: "Would you talk to us?" },
    { threadId: thread.id, senderUserId: seeker.user.id, senderSide: "seeker", body: "Gladly, on Tuesday." },
  ]);
  await db
    .insert(candidateFavorites)
    .values({ companyUserId: hiring.client.user.id, seekerUserId: seeker.user.id, note: "Strong on tides" });
  await db.insert(messageBlocks).values({ seekerUserId: seeker.user.id, companyId: hiring.companyId });
  return { hiring, seeker, threadId: thread.id };
}

describe("GET /api/me/export", () => {
  it("answers 401 when signed out", async () => {
    const response = await anonymous().get("/api/me/export");
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
  });

  it("downloads the user's data as a dated JSON file, with none of another user's and no secrets", async () => {
    const { client, resumeId, jobId } = await seekerWithData("Nadia");
    await seekerWithData("Other");
    await createAccountToken(harness.context, {
      purpose: "password-reset",
      userId: client.user.id,
      email: client.user.email,
      validForMs: 60_000,
    });

    const response = await client.get("/api/me/export", { "user-agent": "ExportTest/1.0" });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="hirewise-data-${today}.json"`);
    expect(response.headers.get("cache-control")).toContain("no-store");

    const data = response.json;
    expect(data.version).toBe(1);
    expect(Date.parse(data.generatedAt)).not.toBeNaN();
    expect(data.account).toMatchObject({ id: client.user.id, email: client.user.email, firstName: "Nadia" });
    expect(data.notifications).toEqual({
      emailNotifications: true,
      jobAlerts: true,
      weeklyDigest: false,
      marketingEmails: false,
    });
    expect(data.jobSeekerProfile).toMatchObject({ headline: "Nadia the engineer", resumeId });
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ id: resumeId, title: "Nadia's resume" });
    expect(data.resumes[0].content.personalInfo.fullName).toBe("Jane Doe");
    expect(data.savedJobs).toEqual([expect.objectContaining({ id: jobId, title: "Job saved by Nadia" })]);
    expect(data.savedJobs[0].savedAt).toBeDefined();
    expect(data.company).toBeNull();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toHaveProperty("lastSeenAt");
    expect(data.auditEvents.map((event: { event: string }) => event.event)).toContain("registration");
    expect(data.mail).toEqual([
      expect.objectContaining({ template: "verify-email", to: client.user.email, status: "queued" }),
    ]);
    expect(data.uploads).toEqual([
      expect.objectContaining({
        purpose: "avatar",
        contentType: "image/png",
        byteSize: 3,
        url: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/a{63}\d\.png$/),
      }),
    ]);
    expect(data.analyticsEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "account.registered" }),
        expect.objectContaining({ name: "job.viewed", jobId }),
      ]),
    );
    expect(data.skillAssessments).toEqual([
      expect.objectContaining({ kind: "modal", answers: { react: 75 }, scores: { React: 75 } }),
    ]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({
        name: "Nadia's nursing search",
        search: "nurse",
        city: "Dubai",
        isPaused: false,
        sentJobs: [expect.objectContaining({ jobId, title: "Job saved by Nadia" })],
      }),
    ]);
    expect(data.weeklyDigests).toEqual([expect.objectContaining({ weekStart: "2026-11-23" })]);

    // Nothing of the other user, and no secret of any kind.
    expect(response.text).not.toContain("Other");
    expect(response.text).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|\$argon2|\$2[aby]\$/);
    const [session] = await harness.context.db.select().from(sessions).where(eq(sessions.userId, client.user.id));
    expect(response.text).not.toContain(session.tokenHash);
  });

  it("holds a company account's company and its jobs", async () => {
    const company = await signedInCompany(harness, {}, { name: "Export Robotics" });
    const [row] = await harness.context.db.select().from(companies).where(eq(companies.userId, company.user.id));
    const jobId = await insertJob(harness.context.db, { companyId: row.id, title: "Robot Wrangler" });
    const data = (await company.get("/api/me/export")).json;
    expect(data.company).toMatchObject({ name: "Export Robotics", jobs: [expect.objectContaining({ id: jobId })] });
    expect(data.resumes).toEqual([]);
    expect(data.jobSeekerProfile).toBeNull();
  });

  it("holds the applications with their resume and job as sent, history and interviews; notes only to their writer", async () => {
    const hiring = await hiringCompany(harness, { email: uniqueEmail("export-hiring") });
    const jobId = await hiring.job({ title: "Harbour Pilot" });
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);
    expect((await hiring.client.put(`/api/applications/${id}/status`, { status: "interview" })).status).toBe(200);
    const interview = { date: "2031-05-06", time: "10:00", timeZone: "Europe/Lisbon", location: "The harbour office" };
    expect((await hiring.client.post(`/api/applications/${id}/interviews`, interview)).status).toBe(201);
    expect((await hiring.client.post(`/api/applications/${id}/notes`, { body: "Steady hands" })).status).toBe(201);

    const mine = (await seeker.get("/api/me/export")).json;
    expect(mine.applications).toEqual([
      expect.objectContaining({
        id,
        jobId,
        status: "interview",
        job: expect.objectContaining({ title: "Harbour Pilot" }),
        resumeContent: expect.objectContaining({ personalInfo: expect.any(Object) }),
        history: [
          expect.objectContaining({ fromStatus: null, toStatus: "applied", by: "applicant" }),
          expect.objectContaining({ fromStatus: "applied", toStatus: "interview", by: "company" }),
        ],
        interviews: [expect.objectContaining({ location: "The harbour office", timeZone: "Europe/Lisbon" })],
      }),
    ]);
    // The company's private note is the company's: in its export, not the applicant's.
    expect(JSON.stringify(mine)).not.toContain("Steady hands");
    const theirs = (await hiring.client.get("/api/me/export")).json;
    expect(theirs.applications).toEqual([]);
    expect(theirs.company.applicationNotes).toEqual([
      expect.objectContaining({ applicationId: id, body: "Steady hands" }),
    ]);
  });

  it("holds both sides' conversations; the company's saved candidates and notes; the job seeker's blocks", async () => {
    const { hiring, seeker } = await conversation("export-messages");
    const thread = {
      subject: "Harbour pilot role",
      company: "Acme Robotics",
      messages: [
        expect.objectContaining({ from: "company", body: "Would you talk to us?" }),
        expect.objectContaining({ from: "seeker", body: "Gladly, on Tuesday." }),
      ],
    };
    const mine = (await seeker.get("/api/me/export")).json;
    expect(mine.messages.threads).toEqual([expect.objectContaining(thread)]);
    expect(mine.messages.blockedCompanies).toEqual([expect.objectContaining({ company: "Acme Robotics" })]);
    // The company's note on the candidate is the company's alone.
    expect(JSON.stringify(mine)).not.toContain("Strong on tides");
    const theirs = (await hiring.client.get("/api/me/export")).json;
    expect(theirs.messages.threads).toEqual([expect.objectContaining(thread)]);
    expect(theirs.company.savedCandidates).toEqual([
      expect.objectContaining({ candidateFirstName: seeker.user.firstName, note: "Strong on tides" }),
    ]);
  });
});

async function countWhere(
  table:
    | typeof resumes
    | typeof sessions
    | typeof jobSeekerProfiles
    | typeof skillAssessments
    | typeof jobAlerts
    | typeof weeklyDigestSends,
  userId: number,
) {
  const [row] = await harness.context.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row.n;
}

describe("DELETE /api/me", () => {
  it("answers 401 when signed out and 400 naming the password when it is missing", async () => {
    expectErrorContract(await anonymous().delete("/api/me", { password: PASSWORD }), 401);
    const seeker = await signedInSeeker(harness);
    const missing = await seeker.delete("/api/me", {});
    expectErrorContract(missing, 400);
    expect(missing.json.errors).toEqual({ password: "validation.required" });
  });

  it("refuses a wrong password with the current-password message and changes nothing", async () => {
    const { client } = await seekerWithData("Wrong");
    const refused = await client.delete("/api/me", { password: "not-the-password" });
    expectErrorContract(refused, 400);
    expect(refused.json).toEqual(
      errorBodyOf("BAD_REQUEST", "settings.security.currentPasswordWrong", {
        password: "settings.security.currentPasswordWrong",
      }),
    );
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect(await countWhere(resumes, client.user.id)).toBe(1);
    expect(await countWhere(jobSeekerProfiles, client.user.id)).toBe(1);
  });

  it("refuses the last administrator, and lets one go once there is another", async () => {
    const { db } = harness.context;
    // Other test files' administrators are in their own databases; here, make this one the only one.
    await db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
    const admin = await signedInAdmin(harness);
    const refused = await admin.delete("/api/me", { password: PASSWORD });
    expectErrorContract(refused, 409);
    expect(refused.json.messageKey).toBe("accountData.lastAdmin");
    expect((await admin.get("/api/auth/user")).status).toBe(200);

    await signedInAdmin(harness);
    const deleted = await admin.delete("/api/me", { password: PASSWORD });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await db.select().from(users).where(eq(users.id, admin.user.id))).length).toBe(0);
  });

  it("deletes the account and what is its own, anonymises its audit log, and signs it out", async () => {
    const { db } = harness.context;
    const { client, resumeId, jobId, alertId } = await seekerWithData("Leaving");
    const other = await seekerWithData("Staying");
    const otherDevice = anonymous();
    expect((await otherDevice.post("/api/auth/login", { email: client.user.email, password: PASSWORD })).status).toBe(
      200,
    );
    const userId = client.user.id;
    const email = client.user.email;

    const response = await client.delete("/api/me", { password: PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/hirewise_session=;.*Max-Age=0/i);

    // The cookie is gone, and the old session token no longer works anywhere.
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);

    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(resumes).where(eq(resumes.id, resumeId))).toEqual([]);
    expect(await countWhere(jobSeekerProfiles, userId)).toBe(0);
    expect(await countWhere(sessions, userId)).toBe(0);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, userId))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.userId, userId))).toEqual([]);
    expect(await countWhere(skillAssessments, userId)).toBe(0);
    expect(await countWhere(jobAlerts, userId)).toBe(0);
    expect(await db.select().from(jobAlertSentJobs).where(eq(jobAlertSentJobs.alertId, alertId))).toEqual([]);
    expect(await countWhere(weeklyDigestSends, userId)).toBe(0);
    expect(
      await db
        .select()
        .from(mailQueue)
        .where(or(eq(mailQueue.userId, userId), eq(mailQueue.to, email))),
    ).toEqual([]);
    // Page statistics keep their rows without the account; the job stays.
    const [event] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.jobId, jobId));
    expect(event).toMatchObject({ name: "job.viewed", userId: null });

    // The audit log keeps the deletion by id, and no event names the address any more.
    const deletions = await db.select().from(auditEvents).where(eq(auditEvents.event, "account.deleted"));
    const deletion = deletions.find((row) => row.detail?.userId === userId);
    expect(deletion).toMatchObject({ email: null, ipAddress: null, userId: null });
    expect(await db.select().from(auditEvents).where(eq(auditEvents.email, email))).toEqual([]);
    // The old credentials no longer sign in.
    expect((await anonymous().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401);

    // The other user is untouched.
    expect((await other.client.get("/api/auth/user")).status).toBe(200);
    expect(await countWhere(resumes, other.client.user.id)).toBe(1);
    expect(await countWhere(jobSeekerProfiles, other.client.user.id)).toBe(1);
    expect((await other.client.get("/api/saved-jobs")).json.jobs).toHaveLength(1);
    expect(await countWhere(skillAssessments, other.client.user.id)).toBe(1);
    expect(await countWhere(jobAlerts, other.client.user.id)).toBe(1);
  });

  it("takes a company account's company and its jobs with it", async () => {
    const { db } = harness.context;
    const company: TSignedInClient = await signedInCompany(harness, { email: uniqueEmail("gone") });
    const [row] = await db.select().from(companies).where(eq(companies.userId, company.user.id));
    const jobId = await insertJob(db, { companyId: row.id });
    expect((await company.delete("/api/me", { password: PASSWORD })).status).toBe(200);
    expect(await db.select().from(companies).where(eq(companies.id, row.id))).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.id, jobId))).toEqual([]);
  });

  it("leaves the applicants their applications, history, interviews and the job as sent, and takes the company's notes", async () => {
    const { db } = harness.context;
    const hiring = await hiringCompany(harness, { email: uniqueEmail("closing") });
    const jobId = await hiring.job({ title: "Lighthouse Keeper" });
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);
    expect((await hiring.client.put(`/api/applications/${id}/status`, { status: "interview" })).status).toBe(200);
    const interview = { date: "2031-05-06", time: "10:00", timeZone: "Europe/Lisbon", location: "The lighthouse" };
    expect((await hiring.client.post(`/api/applications/${id}/interviews`, interview)).status).toBe(201);
    expect((await hiring.client.post(`/api/applications/${id}/notes`, { body: "Calm in storms" })).status).toBe(201);

    expect((await hiring.client.delete("/api/me", { password: PASSWORD })).status).toBe(200);

    const application = await seeker.get(`/api/applications/${id}`);
    expect(application.status, application.text).toBe(200);
    expect(application.json).toMatchObject({ jobId: null, status: "interview", job: { title: "Lighthouse Keeper" } });
    expect((await seeker.get("/api/applications")).json.applications).toEqual([
      expect.objectContaining({ id, jobId: null }),
    ]);
    const history = (await seeker.get(`/api/applications/${id}/history`)).json.history;
    expect(history.map((change: { toStatus: string }) => change.toStatus)).toEqual(["applied", "interview"]);
    expect((await seeker.get(`/api/applications/${id}/interviews`)).json.interviews).toHaveLength(1);
    expect(await db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toEqual([]);
    // The applicant may still withdraw it.
    expect((await seeker.post(`/api/applications/${id}/withdraw`)).status).toBe(200);
  });

  it("takes the conversations, saved candidates and blocks of a deleted account with it", async () => {
    const { db } = harness.context;
    const { hiring, seeker, threadId } = await conversation("closing-messages");
    expect((await seeker.delete("/api/me", { password: PASSWORD })).status).toBe(200);
    expect(await db.select().from(messageThreads).where(eq(messageThreads.id, threadId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.threadId, threadId))).toEqual([]);
    expect(
      await db.select().from(candidateFavorites).where(eq(candidateFavorites.companyUserId, hiring.client.user.id)),
    ).toEqual([]);
    expect(await db.select().from(messageBlocks).where(eq(messageBlocks.companyId, hiring.companyId))).toEqual([]);
  });
});
