// Changing the e-mail address: PATCH /api/me with a new address and the current
// password mails a link to the new address and a warning to the old one; POST
// /api/auth/verify-email with the link's token makes the new address the account's.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, auditEvents, mailQueue, sessions, users } from "../../db/schema";
import { createAccountToken } from "../../services/auth/account-tokens";
import { EMAIL_CHANGES_PER_HOUR } from "../../services/account/change-email";
import { getAccountSettings } from "../../services/account/account-settings";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, uniqueEmail, type TSignedInClient, type TTestApp } from "../../test/factories";
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

const PASSWORD = "correct-horse";

function anonymous() {
  return createClient(harness.app, { headers: { origin } });
}

async function mailsTo(email: string, template: string) {
  return harness.context.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.template, template)))
    .orderBy(desc(mailQueue.id));
}

/** The token of the newest e-mail change link mailed to `email`. */
async function changeTokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email, "email-change");
  expect(mail, `no e-mail change mail to ${email}`).toBeDefined();
  const token = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function emailOf(userId: number): Promise<string> {
  const [row] = await harness.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

function profileOf(client: TSignedInClient, changes: Record<string, unknown>) {
  return { firstName: client.user.firstName, lastName: client.user.lastName, ...changes };
}

async function signIn(email: string, password = PASSWORD) {
  return anonymous().post("/api/auth/login", { email, password });
}

describe("PATCH /api/me with a new e-mail address", () => {
  it("answers the current address and no pending one at first, and saves the same address as a no-op", async () => {
    const owner = await signedInSeeker(harness);
    const settings = await getAccountSettings(harness.context, { userId: owner.user.id });
    expect(settings).toMatchObject({ email: owner.user.email, pendingEmail: null });

    // The same address, typed in another case and with spaces, needs no password and sends nothing.
    const same = await owner.patch(
      "/api/me",
      profileOf(owner, { firstName: "Same", email: `  ${owner.user.email.toUpperCase()} ` }),
    );
    expect(same.status, same.text).toBe(200);
    expect(same.json).toMatchObject({ firstName: "Same", email: owner.user.email, pendingEmail: null });
    expect(await mailsTo(owner.user.email, "email-changed")).toHaveLength(0);
  });

  it("refuses a missing or wrong current password, naming it, and changes nothing", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Kept" });
    const newEmail = uniqueEmail("new");
    const missing = await owner.patch("/api/me", profileOf(owner, { firstName: "Changed", email: newEmail }));
    expectErrorContract(missing, 400);
    expect(missing.json.errors).toEqual({ currentPassword: "validation.required" });

    const wrong = await owner.patch(
      "/api/me",
      profileOf(owner, { firstName: "Changed", email: newEmail, currentPassword: "not-the-password" }),
    );
    expectErrorContract(wrong, 400);
    expect(wrong.json.messageKey).toBe("settings.security.currentPasswordWrong");
    expect(wrong.json.errors).toEqual({ currentPassword: "settings.security.currentPasswordWrong" });

    expect(await getAccountSettings(harness.context, { userId: owner.user.id })).toMatchObject({
      firstName: "Kept",
      email: owner.user.email,
      pendingEmail: null,
    });
    expect(await mailsTo(newEmail, "email-change")).toHaveLength(0);
  });

  it("refuses an address another account uses with the sign-up's message, and an invalid one", async () => {
    const owner = await signedInSeeker(harness);
    const other = await signedInSeeker(harness);
    const taken = await owner.patch(
      "/api/me",
      profileOf(owner, { email: other.user.email.toUpperCase(), currentPassword: PASSWORD }),
    );
    expectErrorContract(taken, 409);
    expect(taken.json.errors).toEqual({ email: "errors.emailTaken" });

    const invalid = await owner.patch(
      "/api/me",
      profileOf(owner, { email: "not-an-address", currentPassword: PASSWORD }),
    );
    expectErrorContract(invalid, 400);
    expect(invalid.json.errors).toEqual({ email: "validation.invalidEmail" });
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);
  });

  it("mails a link to the new address and a warning to the old one; the link switches the address", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Mira" });
    const otherDevice = anonymous();
    expect((await otherDevice.post("/api/auth/login", { email: owner.user.email, password: PASSWORD })).status).toBe(
      200,
    );
    const oldEmail = owner.user.email;
    const newEmail = uniqueEmail("moved");

    const requested = await owner.patch(
      "/api/me",
      profileOf(owner, { firstName: "Mirabel", email: newEmail, currentPassword: PASSWORD }),
    );
    expect(requested.status, requested.text).toBe(200);
    // Names save at once; the address only once confirmed.
    expect(requested.json).toMatchObject({ firstName: "Mirabel", email: oldEmail, pendingEmail: newEmail });
    expect(await emailOf(owner.user.id)).toBe(oldEmail);

    const [toNew] = await mailsTo(newEmail, "email-change");
    expect(toNew).toMatchObject({ userId: owner.user.id, subject: "Confirm your new Hirewise e-mail address" });
    expect(toNew.text).toContain(newEmail);
    const [toOld] = await mailsTo(oldEmail, "email-changed");
    expect(toOld).toMatchObject({ userId: owner.user.id, subject: "Your Hirewise e-mail address is being changed" });
    expect(toOld.text).toContain(newEmail);
    expect(toOld.text).toContain("http://localhost:3000/forgot-password");
    const [token] = await harness.context.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, owner.user.id), eq(accountTokens.purpose, "email-change")));
    expect(token.email).toBe(newEmail);
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeCloseTo(24 * 3_600_000, -4);
    const [requestedAudit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "email.change-requested"), eq(auditEvents.userId, owner.user.id)));
    expect(requestedAudit).toMatchObject({ email: oldEmail, detail: { to: newEmail } });

    // The link is confirmed from the browser signed in here: this session stays, the other ends.
    const confirmed = await owner.post("/api/auth/verify-email", { token: await changeTokenFor(newEmail) });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ ok: true, emailVerified: true, emailChanged: true, email: newEmail });
    expect((await owner.get("/api/auth/user")).json).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await otherDevice.get("/api/auth/user")).status).toBe(401);
    expect(await getAccountSettings(harness.context, { userId: owner.user.id })).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    const [changedAudit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "email.changed"), eq(auditEvents.userId, owner.user.id)));
    expect(changedAudit.detail).toMatchObject({ from: oldEmail, to: newEmail });

    // The new address signs in, the old one does not.
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(oldEmail)).status).toBe(401);
  });

  it("ends every session when the link is opened signed out", async () => {
    const owner = await signedInSeeker(harness);
    const newEmail = uniqueEmail("away");
    await owner.patch("/api/me", profileOf(owner, { email: newEmail, currentPassword: PASSWORD }));
    const confirmed = await anonymous().post("/api/auth/verify-email", { token: await changeTokenFor(newEmail) });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await owner.get("/api/auth/user")).status).toBe(401);
    const left = await harness.context.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    expect(left).toHaveLength(0);
  });

  it("refuses a used, replaced, expired or other-purpose token and changes nothing", async () => {
    const owner = await signedInSeeker(harness);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await owner.patch("/api/me", profileOf(owner, { email: first, currentPassword: PASSWORD }));
    const firstToken = await changeTokenFor(first);
    // A later request replaces the earlier one: its link no longer works.
    const again = await owner.patch("/api/me", profileOf(owner, { email: second, currentPassword: PASSWORD }));
    expect(again.json.pendingEmail).toBe(second);
    const replaced = await anonymous().post("/api/auth/verify-email", { token: firstToken });
    expectErrorContract(replaced, 400);
    expect(replaced.json.errors).toEqual({ token: "accountRecovery.linkInvalid" });

    const expired = await createAccountToken(harness.context, {
      purpose: "email-change",
      userId: owner.user.id,
      email: uniqueEmail("late"),
      validForMs: -1000,
    });
    expectErrorContract(await anonymous().post("/api/auth/verify-email", { token: expired }), 400);
    // A reset link is not an e-mail change link, nor a verification link.
    const reset = await createAccountToken(harness.context, {
      purpose: "password-reset",
      userId: owner.user.id,
      email: uniqueEmail("reset"),
      validForMs: 60_000,
    });
    expectErrorContract(await anonymous().post("/api/auth/verify-email", { token: reset }), 400);
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);

    const secondToken = await changeTokenFor(second);
    expect((await anonymous().post("/api/auth/verify-email", { token: secondToken })).status).toBe(200);
    const used = await anonymous().post("/api/auth/verify-email", { token: secondToken });
    expectErrorContract(used, 400);
    expect(await emailOf(owner.user.id)).toBe(second);
  });

  it("refuses the link with a clear 409 when another account took the address meanwhile", async () => {
    const owner = await signedInSeeker(harness);
    const wanted = uniqueEmail("wanted");
    await owner.patch("/api/me", profileOf(owner, { email: wanted, currentPassword: PASSWORD }));
    const token = await changeTokenFor(wanted);
    await signedInSeeker(harness, { email: wanted });

    const refused = await anonymous().post("/api/auth/verify-email", { token });
    expectErrorContract(refused, 409);
    expect(refused.json.messageKey).toBe("emailChange.addressTaken");
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);
    expect((await owner.get("/api/auth/user")).status).toBe(200);
  });

  it(`allows ${EMAIL_CHANGES_PER_HOUR} requests an hour per account, then answers 429`, async () => {
    const owner = await signedInSeeker(harness);
    for (let index = 0; index < EMAIL_CHANGES_PER_HOUR; index++) {
      const response = await owner.patch(
        "/api/me",
        profileOf(owner, { email: uniqueEmail("many"), currentPassword: PASSWORD }),
      );
      expect(response.status, response.text).toBe(200);
    }
    const refused = await owner.patch(
      "/api/me",
      profileOf(owner, { email: uniqueEmail("many"), currentPassword: PASSWORD }),
    );
    expectErrorContract(refused, 429);
    expect(refused.json.messageKey).toBe("emailChange.tooManyRequests");
    // Saving names alone is not limited.
    expect((await owner.patch("/api/me", profileOf(owner, { firstName: "Still" }))).status).toBe(200);
  });
});
