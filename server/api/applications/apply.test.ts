import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, applications, applicationStatusChanges, jobs, mailQueue, users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInCompany, signedInSeeker, resumeInput, uniqueEmail } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume } from "../../test/hiring";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

async function applicationsOfJob(jobId: number) {
  return harness.context.db.select().from(applications).where(eq(applications.jobId, jobId));
}

async function applicationCount(jobId: number) {
  const [row] = await harness.context.db.select({ n: jobs.applicationCount }).from(jobs).where(eq(jobs.id, jobId));
  return row.n;
}

/** The new-applicant mails queued to an address. */
async function mailsTo(to: string) {
  return harness.context.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, to), eq(mailQueue.template, "new-applicant")));
}

describe("POST /api/applications", () => {
  it("sends the resume to a listed job: frozen copies, the first status change, the count, the mail and the event", async () => {
    const company = await hiringCompany(harness);
    const contact = uniqueEmail("jobs");
    const jobId = await company.job({ contactEmail: contact });
    const seeker = await seekerWithResume(harness, { firstName: "Ada", lastName: "Lovelace" });

    const response = await seeker.post("/api/applications", { jobId, resumeId: seeker.resumeId });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      jobId,
      resumeId: seeker.resumeId,
      status: "applied",
      applicantName: "Ada Lovelace",
      applicantEmail: seeker.user.email,
      resumeTitle: "Jane Doe - Resume",
      resumeTemplate: "modern",
      job: { id: jobId, title: "Robot Whisperer", company: "Acme Robotics", location: "New York, United States" },
    });

    const [stored] = await applicationsOfJob(jobId);
    expect(stored.userId).toBe(seeker.user.id);
    expect(stored.resumeContent).toMatchObject({
      personalInfo: { fullName: "Jane Doe" },
      skills: ["TypeScript", "React", "PostgreSQL"],
    });
    expect(stored.resumePdf).toBeNull();
    const changes = await harness.context.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, stored.id));
    expect(changes).toMatchObject([{ fromStatus: null, toStatus: "applied", actorRole: "applicant" }]);
    expect(await applicationCount(jobId)).toBe(1);

    // The job's contact e-mail is told, as the company account (whose switch decides).
    const mails = await mailsTo(contact);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "new-applicant", userId: company.client.user.id });
    expect(mails[0].text).toContain("Ada Lovelace");
    expect(mails[0].text).toContain("Robot Whisperer");
    expect(await mailsTo(company.client.user.email)).toEqual([]);

    const events = await harness.context.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "application.submitted"), eq(analyticsEvents.jobId, jobId)));
    expect(events).toMatchObject([{ userId: seeker.user.id }]);
  });

  it("mails the company account's address when the job has no contact e-mail, and nobody while its switch is off", async () => {
    const company = await hiringCompany(harness);
    const seeker = await seekerWithResume(harness);
    await applyAs(seeker, await company.job());
    expect(await mailsTo(company.client.user.email)).toMatchObject([{ template: "new-applicant" }]);

    await harness.context.db
      .update(users)
      .set({ emailNotifications: false })
      .where(eq(users.id, company.client.user.id));
    const quietJob = await company.job({ contactEmail: uniqueEmail("quiet") });
    await applyAs(seeker, quietJob);
    expect(await mailsTo(company.client.user.email)).toHaveLength(1);
    expect((await applicationsOfJob(quietJob)).length).toBe(1);
  });

  it("answers 401 signed out and 403 to a company account, writing nothing", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    expectErrorContract(
      await createClient(harness.app).post("/api/applications", { jobId, resumeId: seeker.resumeId }),
      401,
    );
    const refused = await company.client.post("/api/applications", { jobId, resumeId: seeker.resumeId });
    expectErrorContract(refused, 403);
    expect(refused.json.messageKey).toBe("applications.errors.seekersOnly");
    expect(await applicationsOfJob(jobId)).toEqual([]);
    expect(await applicationCount(jobId)).toBe(0);
  });

  it("answers 404 for a missing or draft job and for someone else's resume", async () => {
    const company = await hiringCompany(harness);
    const seeker = await seekerWithResume(harness);
    const other = await seekerWithResume(harness);
    const draft = await company.job({ status: "draft" });
    for (const jobId of [987_654, draft]) {
      const response = await seeker.post("/api/applications", { jobId, resumeId: seeker.resumeId });
      expectErrorContract(response, 404);
      expect(response.json.errors).toEqual({ jobId: "applications.errors.jobNotFound" });
    }
    const jobId = await company.job();
    for (const resumeId of [other.resumeId, 987_654]) {
      const response = await seeker.post("/api/applications", { jobId, resumeId });
      expectErrorContract(response, 404);
      expect(response.json.errors).toEqual({ resumeId: "applications.errors.resumeNotFound" });
    }
    // An administrator reads other resumes but sends only their own.
    const admin = await signedInAdmin(harness);
    expectErrorContract(await admin.post("/api/applications", { jobId, resumeId: seeker.resumeId }), 404);
    expect(await applicationsOfJob(jobId)).toEqual([]);
  });

  it("answers 409 for a closed, paused or expired job", async () => {
    const company = await hiringCompany(harness);
    const seeker = await seekerWithResume(harness);
    for (const fixture of [{ status: "closed" as const }, { status: "paused" as const }, { expiresInHours: -1 }]) {
      const jobId = await company.job(fixture);
      const response = await seeker.post("/api/applications", { jobId, resumeId: seeker.resumeId });
      expectErrorContract(response, 409);
      expect(response.json.errors).toEqual({ jobId: "applications.errors.jobClosed" });
      expect(await applicationsOfJob(jobId)).toEqual([]);
    }
  });

  it("takes one application per user and job: a repeat is 409, after a withdrawal too", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);
    const secondResume = (await seeker.post("/api/resumes", resumeInput({ title: "Another" }))).json.id;

    const repeat = await seeker.post("/api/applications", { jobId, resumeId: secondResume });
    expectErrorContract(repeat, 409);
    expect(repeat.json.messageKey).toBe("applications.errors.alreadyApplied");
    expect((await seeker.post(`/api/applications/${id}/withdraw`)).status).toBe(200);
    expectErrorContract(await seeker.post("/api/applications", { jobId, resumeId: seeker.resumeId }), 409);
    expect(await applicationsOfJob(jobId)).toHaveLength(1);
    expect(await applicationCount(jobId)).toBe(1);

    // Two submits at once: one goes in.
    const racingJob = await company.job();
    const answers = await Promise.all(
      [1, 2].map(() => seeker.post("/api/applications", { jobId: racingJob, resumeId: seeker.resumeId })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await applicationsOfJob(racingJob)).toHaveLength(1);
  });

  it("answers 400 naming the field for bad bodies, writing nothing", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    const cases: [unknown, string[]][] = [
      [{ jobId }, ["resumeId"]],
      [{ resumeId: seeker.resumeId }, ["jobId"]],
      [{ jobId: "abc", resumeId: seeker.resumeId }, ["jobId"]],
      [{ jobId: -1, resumeId: seeker.resumeId }, ["jobId"]],
      [{ jobId, resumeId: 1.5 }, ["resumeId"]],
      [{ jobId: 99_999_999_999, resumeId: seeker.resumeId }, ["jobId"]],
    ];
    for (const [body, fields] of cases) {
      const response = await seeker.post("/api/applications", body);
      expectErrorContract(response, 400);
      expect(Object.keys(response.json.errors)).toEqual(fields);
    }
    const missing = await seeker.post("/api/applications", { jobId });
    expect(missing.json.errors).toEqual({ resumeId: "applications.errors.resumeRequired" });
    for (const body of ["not json", "[1]", "null"]) {
      expectErrorContract(await seeker.post("/api/applications", body), 400);
    }
    expect(await applicationsOfJob(jobId)).toEqual([]);
  });

  it("keeps what was sent when the resume and the job change or the resume is deleted", async () => {
    const company = await hiringCompany(harness);
    const jobId = await company.job();
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, jobId);

    const edited = await seeker.put(
      `/api/resumes/${seeker.resumeId}`,
      resumeInput({ title: "Rewritten", template: "creative", skills: ["Knitting"] }),
    );
    expect(edited.status).toBe(200);
    await harness.context.db
      .update(jobs)
      .set({ title: "Renamed job", company: "Renamed Co" })
      .where(eq(jobs.id, jobId));
    const afterEdits = await seeker.get(`/api/applications/${id}`);
    expect(afterEdits.json).toMatchObject({
      resumeTitle: "Jane Doe - Resume",
      resumeTemplate: "modern",
      job: { title: "Robot Whisperer", company: "Acme Robotics" },
    });

    expect((await seeker.delete(`/api/resumes/${seeker.resumeId}`)).status).toBe(200);
    const afterDelete = await company.client.get(`/api/applications/${id}`);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.json).toMatchObject({ resumeId: null, resumeTitle: "Jane Doe - Resume" });
    const [stored] = await applicationsOfJob(jobId);
    expect(stored.resumeContent).toMatchObject({ skills: ["TypeScript", "React", "PostgreSQL"] });
  });
});

describe("GET /api/applications and /api/applications/{id}", () => {
  it("lists only the user's own applications, whatever userId is asked for", async () => {
    const company = await hiringCompany(harness);
    const alice = await seekerWithResume(harness);
    const bob = await seekerWithResume(harness);
    const first = await applyAs(alice, await company.job());
    const second = await applyAs(alice, await company.job());
    await applyAs(bob, await company.job());

    const list = await alice.get("/api/applications");
    expect(list.status).toBe(200);
    expect(list.json.applications.map((application: { id: number }) => application.id)).toEqual([second, first]);
    const widened = await bob.get(`/api/applications?userId=${alice.user.id}`);
    expect(widened.json.applications).toHaveLength(1);
    expect((await company.client.get("/api/applications")).json.applications).toEqual([]);
    expectErrorContract(await createClient(harness.app).get("/api/applications"), 401);
  });

  it("shows one application to its applicant, the job's company and an administrator; others get 404", async () => {
    const company = await hiringCompany(harness);
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, await company.job());
    for (const reader of [seeker, company.client, await signedInAdmin(harness)]) {
      const response = await reader.get(`/api/applications/${id}`);
      expect(response.status, response.text).toBe(200);
      expect(response.json.id).toBe(id);
    }
    for (const stranger of [await signedInSeeker(harness), await signedInCompany(harness)]) {
      for (const path of [
        `/api/applications/${id}`,
        `/api/applications/${id}/history`,
        `/api/applications/${id}/resume.pdf`,
      ]) {
        const response = await stranger.get(path);
        expectErrorContract(response, 404);
        expect(response.json.messageKey).toBe("applications.errors.notFound");
      }
    }
    for (const bad of ["abc", "0", "987654", "1.5"]) {
      expectErrorContract(await seeker.get(`/api/applications/${bad}`), 404);
    }
  });
});

describe("account deletion", () => {
  it("clears the applicant's name, e-mail and the resume sent; the company keeps the application", async () => {
    const company = await hiringCompany(harness);
    const seeker = await seekerWithResume(harness);
    const id = await applyAs(seeker, await company.job());
    // The company opened the resume once, so a PDF copy is stored.
    expect((await company.client.get(`/api/applications/${id}/resume.pdf`)).status).toBe(200);
    const deleted = await seeker.delete("/api/me", { password: "correct-horse" });
    expect(deleted.status, deleted.text).toBe(200);

    const [stored] = await harness.context.db.select().from(applications).where(eq(applications.id, id));
    expect(stored).toMatchObject({
      userId: null,
      applicantName: null,
      applicantEmail: null,
      resumeTitle: "",
      resumeContent: {},
      resumePdf: null,
    });
    const resume = await company.client.get(`/api/applications/${id}/resume.pdf`);
    expectErrorContract(resume, 404);
    expect(resume.json.messageKey).toBe("applications.errors.resumeRemoved");
    const seen = await company.client.get(`/api/applications/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ applicantName: null, applicantEmail: null, status: "applied" });
    const [left] = await harness.context.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.applicantEmail, seeker.user.email));
    expect(left.n).toBe(0);
  });
});
