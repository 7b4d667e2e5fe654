// PATCH /api/me, POST /api/me/password and PUT /api/me/notifications: the signed-in user's own
// settings (/settings).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@common/account/schemas";
import { auditEvents, mailQueue, sessions, users } from "../../db/schema";
import { PASSWORD_CHANGES_PER_HOUR } from "../../services/account/change-password";
import { getAccountSettings } from "../../services/account/account-settings";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { seekerInput, signedInCompany, signedInSeeker, uniqueEmail, type TTestApp } from "../../test/factories";
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

async function passwordHashOf(userId: number): Promise<string> {
  const [row] = await harness.context.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row.passwordHash;
}

describe("PUT /api/me/notifications", () => {
  const changed = { emailNotifications: false, jobAlerts: true, weeklyDigest: true, marketingEmails: false };

  it("answers 401 when signed out", async () => {
    const response = await createClient(harness.app, { headers: { origin } }).put("/api/me/notifications", changed);
    expectErrorContract(response, 401);
    expect(response.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
  });

  it("starts at the spec's defaults and keeps what the owner saves, for the owner only", async () => {
    const owner = await signedInSeeker(harness);
    const other = await signedInCompany(harness);
    expect((await getAccountSettings(harness.context, { userId: owner.user.id })).notifications).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );

    const response = await owner.put("/api/me/notifications", changed);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual(changed);
    expect((await getAccountSettings(harness.context, { userId: owner.user.id })).notifications).toEqual(changed);
    expect((await getAccountSettings(harness.context, { userId: other.user.id })).notifications).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it("refuses a missing or non-boolean switch, naming it, and changes nothing", async () => {
    const owner = await signedInSeeker(harness);
    const missing = await owner.put("/api/me/notifications", { emailNotifications: false, jobAlerts: true });
    expectErrorContract(missing, 400);
    expect(missing.json.errors).toMatchObject({
      weeklyDigest: "validation.invalidValue",
      marketingEmails: "validation.invalidValue",
    });
    const wrongType = await owner.put("/api/me/notifications", { ...changed, jobAlerts: "yes" });
    expectErrorContract(wrongType, 400);
    expect(wrongType.json.errors).toEqual({ jobAlerts: "validation.invalidValue" });
    expect((await getAccountSettings(harness.context, { userId: owner.user.id })).notifications).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});

describe("PATCH /api/me", () => {
  it("answers 401 when signed out", async () => {
    const response = await createClient(harness.app, { headers: { origin } }).patch("/api/me", { firstName: "Ann" });
    expectErrorContract(response, 401);
  });

  it("saves names and location; the signed-in user is answered with the new name at once", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Old", lastName: "Name" });
    const other = await signedInSeeker(harness, { firstName: "Other" });
    const response = await owner.patch("/api/me", {
      firstName: "  Amina ",
      lastName: "Benali",
      location: "Rabat, Morocco",
      country: "Morocco",
      city: "Rabat",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      firstName: "Amina",
      lastName: "Benali",
      location: "Rabat, Morocco",
      country: "Morocco",
      city: "Rabat",
    });
    expect((await owner.get("/api/auth/user")).json).toMatchObject({ firstName: "Amina", lastName: "Benali" });
    expect((await other.get("/api/auth/user")).json).toMatchObject({ firstName: "Other" });

    // Blank optional fields clear them, null too.
    const cleared = await owner.patch("/api/me", {
      firstName: "Amina",
      lastName: "",
      location: "",
      country: null,
      city: "",
    });
    expect(cleared.json).toMatchObject({ lastName: "", location: null, country: null, city: null });
  });

  it("changes only the fields it is given and keeps the rest", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Layla", lastName: "Haddad" });
    const placed = await owner.patch("/api/me", { city: "Casablanca", country: "ma" });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json).toMatchObject({
      firstName: "Layla",
      lastName: "Haddad",
      city: "Casablanca",
      country: "Morocco",
      countryCode: "MA",
    });
    // A country we do not serve is refused, naming the field, and nothing changes.
    const refused = await owner.patch("/api/me", { country: "Atlantis", lastName: "Changed" });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ country: "validation.invalidOption" });
    expect((await owner.get("/api/me")).json).toMatchObject({ lastName: "Haddad", country: "Morocco" });
    const renamed = await owner.patch("/api/me", { lastName: "Haddad-Benali" });
    expect(renamed.json).toMatchObject({ firstName: "Layla", lastName: "Haddad-Benali", city: "Casablanca" });
    // An e-mail change alone, without the names: the names stay, the change waits for its link.
    const newEmail = uniqueEmail("patch-email");
    const moved = await owner.patch("/api/me", { email: newEmail, currentPassword: "correct-horse" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ firstName: "Layla", lastName: "Haddad-Benali", pendingEmail: newEmail });
    expect((await owner.patch("/api/me", { lastName: 42 })).json.errors).toEqual({
      lastName: "validation.invalidText",
    });
  });

  it("refuses a blank first name or a too long location, naming the field, and changes nothing", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Kept" });
    const blank = await owner.patch("/api/me", { firstName: "  ", lastName: "X" });
    expectErrorContract(blank, 400);
    expect(blank.json.errors).toEqual({ firstName: "validation.required" });
    const long = await owner.patch("/api/me", { firstName: "Ann", location: "x".repeat(201) });
    expectErrorContract(long, 400);
    expect(long.json.errors).toEqual({ location: "validation.tooLong" });
    expect((await getAccountSettings(harness.context, { userId: owner.user.id })).firstName).toBe("Kept");
  });
});

describe("POST /api/me/password", () => {
  /** An account signed in here and on a second device. */
  async function accountOnTwoDevices() {
    const input = seekerInput({ email: uniqueEmail("change"), password: "correct-horse" });
    const here = createClient(harness.app, { headers: { origin } });
    const registered = await here.post("/api/auth/register", input);
    expect(registered.status).toBe(201);
    const elsewhere = createClient(harness.app, { headers: { origin } });
    expect((await elsewhere.post("/api/auth/login", { email: input.email, password: "correct-horse" })).status).toBe(
      200,
    );
    return { here, elsewhere, email: input.email as string, userId: registered.json.id as number };
  }

  it("answers 401 when signed out", async () => {
    const response = await createClient(harness.app, { headers: { origin } }).post("/api/me/password", {
      currentPassword: "correct-horse",
      newPassword: "a-new-password-9",
    });
    expectErrorContract(response, 401);
  });

  it("sets the new password, ends every other session but this one, audit-logs and mails the owner", async () => {
    const { here, elsewhere, email, userId } = await accountOnTwoDevices();
    const bystander = await accountOnTwoDevices();

    const response = await here.post("/api/me/password", {
      currentPassword: "correct-horse",
      newPassword: "a-new-password-9",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ ok: true, endedSessions: 1 });

    expect((await here.get("/api/auth/user")).status).toBe(200);
    expectErrorContract(await elsewhere.get("/api/auth/user"), 401);
    expect(await harness.context.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
    for (const device of [bystander.here, bystander.elsewhere]) {
      expect((await device.get("/api/auth/user")).status).toBe(200);
    }

    const fresh = createClient(harness.app, { headers: { origin } });
    expect((await fresh.post("/api/auth/login", { email, password: "correct-horse" })).status).toBe(401);
    expect((await fresh.post("/api/auth/login", { email, password: "a-new-password-9" })).status).toBe(200);

    const [event] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userId), eq(auditEvents.event, "password.changed")));
    expect(event).toMatchObject({
      email,
      requestId: response.headers.get("x-request-id"),
      detail: { endedSessions: 1 },
    });
    const mails = await harness.context.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, userId), eq(mailQueue.template, "password-changed")));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(email);
  });

  it("refuses a wrong current password on that field and changes nothing", async () => {
    const { here, elsewhere, userId } = await accountOnTwoDevices();
    const before = await passwordHashOf(userId);
    const response = await here.post("/api/me/password", {
      currentPassword: "not-my-password",
      newPassword: "a-new-password-9",
    });
    expectErrorContract(response, 400);
    expect(response.json).toEqual(
      errorBodyOf("BAD_REQUEST", "settings.security.currentPasswordWrong", {
        currentPassword: "settings.security.currentPasswordWrong",
      }),
    );
    expect(await passwordHashOf(userId)).toBe(before);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(200);
    const events = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userId), eq(auditEvents.event, "password.changed")));
    expect(events).toEqual([]);
  });

  it("refuses a new password that breaks the rule or a missing field, naming it, and changes nothing", async () => {
    const { here, userId } = await accountOnTwoDevices();
    const before = await passwordHashOf(userId);
    const short = await here.post("/api/me/password", { currentPassword: "correct-horse", newPassword: "short" });
    expectErrorContract(short, 400);
    expect(short.json.errors).toEqual({ newPassword: "passwordPolicy.tooShort" });
    const common = await here.post("/api/me/password", {
      currentPassword: "correct-horse",
      newPassword: "password123",
    });
    expectErrorContract(common, 400);
    expect(common.json.errors).toEqual({ newPassword: "passwordPolicy.tooCommon" });
    const missing = await here.post("/api/me/password", { newPassword: "a-new-password-9" });
    expectErrorContract(missing, 400);
    expect(missing.json.errors).toEqual({ currentPassword: "validation.required" });
    expect(await passwordHashOf(userId)).toBe(before);
  });

  it(`refuses more than ${PASSWORD_CHANGES_PER_HOUR} attempts an hour for one account (429)`, async () => {
    const { here, userId } = await accountOnTwoDevices();
    const before = await passwordHashOf(userId);
    for (let attempt = 0; attempt < PASSWORD_CHANGES_PER_HOUR; attempt++) {
      const wrong = await here.post("/api/me/password", { currentPassword: "guess", newPassword: "a-new-password-9" });
      expect(wrong.status).toBe(400);
    }
    const limited = await here.post("/api/me/password", {
      currentPassword: "correct-horse",
      newPassword: "a-new-password-9",
    });
    expectErrorContract(limited, 429);
    expect(limited.json.messageKey).toBe("settings.security.tooManyAttempts");
    expect(await passwordHashOf(userId)).toBe(before);
    const fresh = createClient(harness.app, { headers: { origin } });
    const [{ email }] = await harness.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect((await fresh.post("/api/auth/login", { email, password: "correct-horse" })).status).toBe(200);
  });
});
