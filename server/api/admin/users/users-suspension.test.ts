// Suspending and reinstating an account (decision 031): sessions, sign-in, password reset, a
// company's jobs in the search, and mail.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companies, jobs, sessions, users } from "../../../db/schema";
import { queueMail } from "../../../platform/mail/mail-queue";
import { createAccountToken } from "../../../services/auth/account-tokens";
import { errorBodyOf, expectErrorContract } from "../../../test/expect-error";
import {
  insertJobs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import { createClient, createTestApp } from "../../../test/test-app";
import { visibleSeeker } from "../../../test/visible-seeker";

let harness: TTestApp;
let admin: TSignedInClient;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

function signIn(email: string, password = "correct-horse") {
  return createClient(harness.app).post("/api/auth/login", { email, password });
}

async function eventsOf(event: string, userId: number) {
  return harness.context.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, event), eq(auditEvents.userId, userId)));
}

/** The ids of the jobs the public search finds for this word. */
async function searchIds(word: string): Promise<number[]> {
  const response = await createClient(harness.app).get(`/api/jobs?search=${word}&pageSize=100`);
  expect(response.status, response.text).toBe(200);
  return (response.json.jobs as { id: number }[]).map((job) => job.id).sort((a, b) => a - b);
}

describe("POST /api/admin/users/{id}/suspend", () => {
  it("ends the account's open sessions at once and records who did it", async () => {
    const seeker = await signedInSeeker(harness);
    const phone = createClient(harness.app);
    expect((await phone.post("/api/auth/login", { email: seeker.user.email, password: "correct-horse" })).status).toBe(
      200,
    );
    const response = await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ id: seeker.user.id, isSuspended: true });
    expect(Date.parse(response.json.suspendedAt)).not.toBeNaN();

    for (const device of [seeker, phone]) {
      const refused = await device.get("/api/auth/user");
      expectErrorContract(refused, 401);
    }
    expect(await harness.context.db.select().from(sessions).where(eq(sessions.userId, seeker.user.id))).toEqual([]);
    const [event] = await eventsOf("admin.user-suspended", seeker.user.id);
    expect(event.detail).toEqual({ by: admin.user.id, endedSessions: 2, pausedJobs: 0 });

    // Suspending again changes and records nothing.
    expect((await admin.post(`/api/admin/users/${seeker.user.id}/suspend`)).json).toMatchObject({
      suspendedAt: response.json.suspendedAt,
    });
    expect(await eventsOf("admin.user-suspended", seeker.user.id)).toHaveLength(1);
  });

  it("refuses a session of a suspended account even when its row is still there", async () => {
    const seeker = await signedInSeeker(harness);
    await harness.context.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seeker.user.id));
    expectErrorContract(await seeker.get("/api/auth/user"), 401);
    await harness.context.db.update(users).set({ suspendedAt: null }).where(eq(users.id, seeker.user.id));
    expect((await seeker.get("/api/auth/user")).status).toBe(200);
  });

  it("tells only the account's own correct password why sign-in is refused", async () => {
    const seeker = await signedInSeeker(harness);
    await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);

    const right = await signIn(seeker.user.email);
    expectErrorContract(right, 403);
    expect(right.json).toEqual(errorBodyOf("FORBIDDEN", "adminUsers.errors.accountSuspended"));
    expect(right.json.message).toBe("This account is suspended. Contact support.");
    expect(right.headers.getSetCookie()).toEqual([]);

    const wrong = await signIn(seeker.user.email, "wrong-horse");
    expectErrorContract(wrong, 401);
    expect(wrong.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.invalidCredentials"));

    expect(await eventsOf("sign-in.succeeded", seeker.user.id)).toEqual([]);
    const failed = await eventsOf("sign-in.failed", seeker.user.id);
    expect(failed.map((event) => event.detail)).toEqual([{ reason: "suspended" }, null]);
    expect(await harness.context.db.select().from(sessions).where(eq(sessions.userId, seeker.user.id))).toEqual([]);
  });

  it("does not let a password reset in: the new password meets the same refusal", async () => {
    const seeker = await signedInSeeker(harness);
    await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);
    const token = await createAccountToken(harness.context, {
      purpose: "password-reset",
      userId: seeker.user.id,
      email: seeker.user.email,
      validForMs: 3_600_000,
    });
    const browser = createClient(harness.app);
    const reset = await browser.post("/api/auth/reset-password", { token, password: "brand-new-horse" });
    expect(reset.status, reset.text).toBe(200);
    expect(browser.cookies.size).toBe(0);
    const refused = await signIn(seeker.user.email, "brand-new-horse");
    expect(refused.json).toEqual(errorBodyOf("FORBIDDEN", "adminUsers.errors.accountSuspended"));
  });

  it("refuses to suspend an administrator, oneself included", async () => {
    const other = await signedInAdmin(harness);
    for (const id of [other.user.id, admin.user.id]) {
      const response = await admin.post(`/api/admin/users/${id}/suspend`);
      expectErrorContract(response, 409);
      expect(response.json).toEqual(errorBodyOf("CONFLICT", "adminUsers.errors.adminCannotBeSuspended"));
    }
    expect((await other.get("/api/admin/users")).status).toBe(200);
  });

  it("queues no notification mail for a suspended account, and security mail still", async () => {
    const seeker = await signedInSeeker(harness);
    await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);
    const data = { firstName: "Jane", senderName: "Acme", preview: "Hello", link: "http://localhost/messages" };
    const to = seeker.user.email;
    expect(await queueMail(harness.context, { to, userId: seeker.user.id, template: "new-message", data })).toBeNull();
    await admin.post(`/api/admin/users/${seeker.user.id}/reinstate`);
    expect(await queueMail(harness.context, { to, userId: seeker.user.id, template: "new-message", data })).toEqual(
      expect.any(Number),
    );
  });
  it("takes a suspended job seeker out of the candidate directory, and reinstating brings them back", async () => {
    const seeker = await visibleSeeker(harness, { firstName: "Suspendable" });
    const company = await signedInCompany(harness);
    const found = async () => {
      const response = await company.get("/api/seekers?search=Suspendable");
      expect(response.status, response.text).toBe(200);
      return (response.json.candidates as { userId: number }[]).map((entry) => entry.userId);
    };
    expect(await found()).toEqual([seeker.user.id]);
    await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);
    expect(await found()).toEqual([]);
    expectErrorContract(await company.get(`/api/seekers/${seeker.user.id}`), 404);
    await admin.post(`/api/admin/users/${seeker.user.id}/reinstate`);
    expect(await found()).toEqual([seeker.user.id]);
  });
});

describe("POST /api/admin/users/{id}/reinstate", () => {
  it("lets the account sign in again", async () => {
    const seeker = await signedInSeeker(harness);
    await admin.post(`/api/admin/users/${seeker.user.id}/suspend`);
    const response = await admin.post(`/api/admin/users/${seeker.user.id}/reinstate`);
    expect(response.json).toMatchObject({ isSuspended: false, suspendedAt: null });
    expect((await signIn(seeker.user.email)).status).toBe(200);
    const [event] = await eventsOf("admin.user-reinstated", seeker.user.id);
    expect(event.detail).toEqual({ by: admin.user.id, listedJobs: 0 });
    // Reinstating an account that is not suspended changes and records nothing.
    expect((await admin.post(`/api/admin/users/${seeker.user.id}/reinstate`)).status).toBe(200);
    expect(await eventsOf("admin.user-reinstated", seeker.user.id)).toHaveLength(1);
  });

  it("pauses a suspended company's active jobs out of the search, and lists again exactly those still paused", async () => {
    const company = await signedInCompany(harness, {}, { name: "Zorblat Labs" });
    const [{ id: companyId }] = await harness.context.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, company.user.id));
    const fixture = { companyId, company: "Zorblat Labs", title: "Zorblatics Engineer" };
    const [first, second, draft, paused] = await insertJobs(harness.context.db, [
      fixture,
      fixture,
      { ...fixture, status: "draft" },
      { ...fixture, status: "paused" },
    ]);
    expect(await searchIds("zorblatics")).toEqual([first, second]);

    const suspended = await admin.post(`/api/admin/users/${company.user.id}/suspend`);
    expect(suspended.status, suspended.text).toBe(200);
    expect(await searchIds("zorblatics")).toEqual([]);
    const statuses = async () =>
      Object.fromEntries(
        (
          await harness.context.db
            .select({ id: jobs.id, status: jobs.status, mark: jobs.pausedBySuspension })
            .from(jobs)
            .where(inArray(jobs.id, [first, second, draft, paused]))
        ).map((job) => [job.id, `${job.status}${job.mark ? " (suspension)" : ""}`]),
      );
    expect(await statuses()).toEqual({
      [first]: "paused (suspension)",
      [second]: "paused (suspension)",
      [draft]: "draft",
      [paused]: "paused",
    });
    const [event] = await eventsOf("admin.user-suspended", company.user.id);
    expect(event.detail).toMatchObject({ pausedJobs: 2 });

    // Closed meanwhile, a job stays closed when the company comes back.
    await harness.context.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, second));
    const reinstated = await admin.post(`/api/admin/users/${company.user.id}/reinstate`);
    expect(reinstated.status).toBe(200);
    expect(await statuses()).toEqual({ [first]: "active", [second]: "closed", [draft]: "draft", [paused]: "paused" });
    expect(await searchIds("zorblatics")).toEqual([first]);
    const [back] = await eventsOf("admin.user-reinstated", company.user.id);
    expect(back.detail).toEqual({ by: admin.user.id, listedJobs: 1 });
  });
});
