// The Users tab's row actions: role, verify, delete (suspension has its own file).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, companies, jobs, sessions, users } from "../../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../../test/expect-error";
import {
  insertJob,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import { createClient, createTestApp } from "../../../test/test-app";

let harness: TTestApp;
let admin: TSignedInClient;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

async function userRow(id: number) {
  const [row] = await harness.context.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function eventsOf(event: string, userId: number) {
  return harness.context.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, event), eq(auditEvents.userId, userId)));
}

/** The database has exactly these administrators (the file's others demoted). */
async function onlyAdministrators(...ids: number[]) {
  const admins = await harness.context.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  for (const { id } of admins) {
    if (!ids.includes(id)) await harness.context.db.update(users).set({ role: "user" }).where(eq(users.id, id));
  }
  for (const id of ids) await harness.context.db.update(users).set({ role: "admin" }).where(eq(users.id, id));
}

describe("POST /api/admin/users/{id}/role", () => {
  it("makes an account an administrator and takes the role away, each in the audit log with who did it", async () => {
    const seeker = await signedInSeeker(harness);
    const granted = await admin.post(`/api/admin/users/${seeker.user.id}/role`, { admin: true });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.json).toMatchObject({ id: seeker.user.id, role: "admin", userType: "jobseeker" });
    // The session reads the role per request: the account is an administrator at once.
    expect((await seeker.get("/api/admin/users")).status).toBe(200);

    const removed = await admin.post(`/api/admin/users/${seeker.user.id}/role`, { admin: false });
    expect(removed.json).toMatchObject({ role: "user" });
    expectErrorContract(await seeker.get("/api/admin/users"), 403);

    const [grant] = await eventsOf("admin.role-granted", seeker.user.id);
    const [removal] = await eventsOf("admin.role-removed", seeker.user.id);
    for (const event of [grant, removal]) {
      expect(event).toMatchObject({ email: seeker.user.email, detail: { by: admin.user.id } });
      expect(event.requestId).toBeTruthy();
    }
  });

  it("changes and records nothing when the account already has that role", async () => {
    const seeker = await signedInSeeker(harness);
    const response = await admin.post(`/api/admin/users/${seeker.user.id}/role`, { admin: false });
    expect(response.json).toMatchObject({ role: "user" });
    expect(await eventsOf("admin.role-removed", seeker.user.id)).toEqual([]);
  });

  it("refuses to remove the last administrator, oneself, and changes nothing", async () => {
    await onlyAdministrators(admin.user.id);
    const response = await admin.post(`/api/admin/users/${admin.user.id}/role`, { admin: false });
    expectErrorContract(response, 409);
    expect(response.json).toEqual(errorBodyOf("CONFLICT", "adminUsers.errors.lastAdmin"));
    expect((await userRow(admin.user.id)).role).toBe("admin");
    expect(await eventsOf("admin.role-removed", admin.user.id)).toEqual([]);
  });

  it("lets an administrator step down while another remains", async () => {
    const other = await signedInAdmin(harness);
    await onlyAdministrators(admin.user.id, other.user.id);
    const response = await other.post(`/api/admin/users/${other.user.id}/role`, { admin: false });
    expect(response.json).toMatchObject({ role: "user", isSelf: true });
    expect((await other.get("/api/admin/users")).status).toBe(403);
  });

  it("keeps one administrator when the last two take the role from each other at the same time", async () => {
    const other = await signedInAdmin(harness);
    await onlyAdministrators(admin.user.id, other.user.id);
    const answers = await Promise.all([
      admin.post(`/api/admin/users/${other.user.id}/role`, { admin: false }),
      other.post(`/api/admin/users/${admin.user.id}/role`, { admin: false }),
    ]);
    // The loser is refused as the last administrator (409), or, if the winner's change came
    // before its request was let in, as no longer an administrator (403).
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = await harness.context.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
    await onlyAdministrators(admin.user.id);
  });

  it("refuses to make a suspended account an administrator", async () => {
    const seeker = await signedInSeeker(harness);
    expect((await admin.post(`/api/admin/users/${seeker.user.id}/suspend`)).status).toBe(200);
    const response = await admin.post(`/api/admin/users/${seeker.user.id}/role`, { admin: true });
    expect(response.json).toEqual(errorBodyOf("CONFLICT", "adminUsers.errors.suspendedCannotBeAdmin"));
    expect((await userRow(seeker.user.id)).role).toBe("user");
  });

  it.each([
    ["no body", undefined, "body"],
    ["a role name", { role: "admin" }, "admin"],
    ["a string", { admin: "true" }, "admin"],
  ])("refuses %s with 400 naming the field", async (_label, body, field) => {
    const seeker = await signedInSeeker(harness);
    const response = await admin.post(`/api/admin/users/${seeker.user.id}/role`, body);
    const error = expectErrorContract(response, 400);
    expect(Object.keys(error.errors)).toEqual([field]);
    expect((await userRow(seeker.user.id)).role).toBe("user");
  });
});

describe("POST /api/admin/users/{id}/verify", () => {
  it("sets the Verified badge on and off, never the e-mail confirmation, and records each change", async () => {
    const company = await signedInCompany(harness);
    const verified = await admin.post(`/api/admin/users/${company.user.id}/verify`, { verified: true });
    expect(verified.json).toMatchObject({ isVerified: true, emailConfirmed: false });
    expect(await userRow(company.user.id)).toMatchObject({ isVerified: true, emailVerifiedAt: null });
    const again = await admin.post(`/api/admin/users/${company.user.id}/verify`, { verified: true });
    expect(again.status).toBe(200);
    const unverified = await admin.post(`/api/admin/users/${company.user.id}/verify`, { verified: false });
    expect(unverified.json).toMatchObject({ isVerified: false });
    const events = await eventsOf("admin.user-verified", company.user.id);
    expect(events.map((event) => event.detail)).toEqual([
      { verified: true, by: admin.user.id },
      { verified: false, by: admin.user.id },
    ]);
  });

  it("refuses a body without verified: true or false", async () => {
    const seeker = await signedInSeeker(harness);
    for (const body of [{}, { verified: 1 }, "[]"]) {
      const response = await admin.post(`/api/admin/users/${seeker.user.id}/verify`, body);
      expectErrorContract(response, 400);
    }
    expect((await userRow(seeker.user.id)).isVerified).toBe(false);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("removes a company account as its own deletion does: company and jobs go, applications stay anonymous of it", async () => {
    const company = await signedInCompany(harness, {}, { name: "Doomed Dynamics" });
    const [{ id: companyId }] = await harness.context.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, company.user.id));
    const jobId = await insertJob(harness.context.db, { companyId, company: "Doomed Dynamics" });
    const seeker = await signedInSeeker(harness);
    await harness.context.db.insert(applications).values({
      jobId,
      userId: seeker.user.id,
      status: "applied",
      resumeTitle: "Mine",
      resumeTemplate: "modern",
      resumeContent: {},
      jobSnapshot: { title: "Software Engineer" },
    });
    await createClient(harness.app).post("/api/auth/login", { email: company.user.email, password: "wrong-password" });

    const response = await admin.delete(`/api/admin/users/${company.user.id}`);
    expect(response.status, response.text).toBe(204);
    expect(await userRow(company.user.id)).toBeUndefined();
    expect(await harness.context.db.select().from(jobs).where(eq(jobs.id, jobId))).toEqual([]);
    expect(await harness.context.db.select().from(sessions).where(eq(sessions.userId, company.user.id))).toEqual([]);
    const [kept] = await harness.context.db.select().from(applications).where(eq(applications.userId, seeker.user.id));
    expect(kept.jobId).toBeNull();
    // The security log keeps the account's events without its e-mail; the deletion names who did it.
    const named = await harness.context.db.select().from(auditEvents).where(eq(auditEvents.email, company.user.email));
    expect(named).toEqual([]);
    const [deletion] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.user-deleted"));
    expect(deletion.detail).toEqual({ userId: company.user.id, userType: "company", by: admin.user.id });
    expectErrorContract(await company.get("/api/auth/user"), 401);
  });

  it("refuses to delete the last administrator and changes nothing", async () => {
    await onlyAdministrators(admin.user.id);
    const response = await admin.delete(`/api/admin/users/${admin.user.id}`);
    expectErrorContract(response, 409);
    expect(response.json).toEqual(errorBodyOf("CONFLICT", "adminUsers.errors.lastAdmin"));
    expect(await userRow(admin.user.id)).toMatchObject({ role: "admin" });
    expect((await admin.get("/api/admin/users")).status).toBe(200);
  });

  it("deletes another administrator while one remains", async () => {
    const other = await signedInAdmin(harness);
    const response = await admin.delete(`/api/admin/users/${other.user.id}`);
    expect(response.status).toBe(204);
    expect(await userRow(other.user.id)).toBeUndefined();
    expect((await admin.delete(`/api/admin/users/${other.user.id}`)).status).toBe(404);
  });
});
