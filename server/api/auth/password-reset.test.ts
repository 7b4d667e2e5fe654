import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, auditEvents, mailQueue, users } from "../../db/schema";
import { createMailQueueTask } from "../../tasks/mail-queue";
import { expectErrorContract } from "../../test/expect-error";
import { seekerInput, signedInSeeker, uniqueEmail } from "../../test/factories";
import { startSmtpTestServer } from "../../test/smtp-test-server";
import { createClient, createTestApp } from "../../test/test-app";

const NEW_PASSWORD = "a-brand-new-passphrase";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  harness = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Hirewise <no-reply@hirewise.test>" },
    limits: { accountMailRequestsPerAddressPerHour: 100_000 },
  });
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

function anonymous() {
  return createClient(harness.app, { headers: { origin } });
}

async function queuedMails(email: string, template: string) {
  return harness.context.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.template, template)))
    .orderBy(desc(mailQueue.id));
}

/** Asks for a reset link for this address and answers the token of the mail it queued. */
async function resetTokenFor(email: string): Promise<string> {
  const response = await anonymous().post("/api/auth/forgot-password", { email });
  expect(response.status, response.text).toBe(202);
  const [mail] = await queuedMails(email, "password-reset");
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function signIn(email: string, password: string) {
  return anonymous().post("/api/auth/login", { email, password });
}

describe("forgot password", () => {
  it("answers 202 the same way whether or not the address has an account, and mails a link only to an account", async () => {
    const seeker = await signedInSeeker(harness);
    const known = await anonymous().post("/api/auth/forgot-password", { email: seeker.user.email.toUpperCase() });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await anonymous().post("/api/auth/forgot-password", { email: unknownEmail });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    expect(await queuedMails(seeker.user.email, "password-reset")).toHaveLength(1);
    expect(await queuedMails(unknownEmail, "password-reset")).toHaveLength(0);
  });

  it("mails a link to /reset-password through SMTP that sets a new password once, ending every session", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Rosa" });
    const email = seeker.user.email;
    expect((await seeker.get("/api/auth/user")).status).toBe(200);

    expect((await anonymous().post("/api/auth/forgot-password", { email })).status).toBe(202);
    await createMailQueueTask(harness.context).run();
    const mail = smtp.received.find((received) => received.to.includes(email) && /Reset/.test(received.subject));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([email]);
    expect(mail!.subject).toBe("Reset your Hirewise password");
    expect(mail!.body).toContain("Hello Rosa,");
    const link = mail!.links.find((address) => address.startsWith("http://localhost:3000/reset-password?token="));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get("token");

    const reset = await anonymous().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json).toEqual({ ok: true });

    expect((await seeker.get("/api/auth/user")).status).toBe(401);
    expect((await signIn(email, "correct-horse")).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const again = await anonymous().post("/api/auth/reset-password", { token, password: "yet-another-passphrase" });
    expect(expectErrorContract(again, 400)).toMatchObject({
      messageKey: "accountRecovery.linkInvalid",
      errors: { token: "accountRecovery.linkInvalid" },
    });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const [audit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "password.reset"), eq(auditEvents.userId, seeker.user.id)));
    expect(audit).toMatchObject({ email, detail: { endedSessions: 1 } });
    expect(await queuedMails(email, "password-changed")).toHaveLength(1);
    // The link reached the address: it counts as confirmed.
    const [row] = await harness.context.db.select().from(users).where(eq(users.id, seeker.user.id));
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses an expired link", async () => {
    const seeker = await signedInSeeker(harness);
    const token = await resetTokenFor(seeker.user.email);
    await harness.context.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, seeker.user.id));
    const response = await anonymous().post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(expectErrorContract(response, 400).errors).toEqual({ token: "accountRecovery.linkInvalid" });
    expect((await signIn(seeker.user.email, "correct-horse")).status).toBe(200);
  });

  it("a link changes only the account it was sent to, and not after that account's address changed", async () => {
    const a = await signedInSeeker(harness);
    const b = await signedInSeeker(harness);
    const tokenOfA = await resetTokenFor(a.user.email);
    const reset = await anonymous().post("/api/auth/reset-password", { token: tokenOfA, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await signIn(a.user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(b.user.email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(b.user.email, "correct-horse")).status).toBe(200);
    expect((await b.get("/api/auth/user")).status).toBe(200);

    const c = await signedInSeeker(harness);
    const tokenOfC = await resetTokenFor(c.user.email);
    await harness.context.db
      .update(users)
      .set({ email: uniqueEmail("moved") })
      .where(eq(users.id, c.user.id));
    const refused = await anonymous().post("/api/auth/reset-password", { token: tokenOfC, password: NEW_PASSWORD });
    expect(expectErrorContract(refused, 400).messageKey).toBe("accountRecovery.linkInvalid");
  });

  it("a new password follows the password rule, and a refused one leaves the link usable", async () => {
    const seeker = await signedInSeeker(harness);
    const token = await resetTokenFor(seeker.user.email);
    const short = await anonymous().post("/api/auth/reset-password", { token, password: "short" });
    expect(expectErrorContract(short, 400).errors).toEqual({ password: "passwordPolicy.tooShort" });
    const common = await anonymous().post("/api/auth/reset-password", { token, password: "password123" });
    expect(expectErrorContract(common, 400).errors).toEqual({ password: "passwordPolicy.tooCommon" });
    expect((await anonymous().post("/api/auth/reset-password", { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("answers bad input with a 400 naming the field", async () => {
    const noToken = await anonymous().post("/api/auth/reset-password", { password: NEW_PASSWORD });
    expect(expectErrorContract(noToken, 400).errors).toEqual({ token: "validation.required" });
    const forged = await anonymous().post("/api/auth/reset-password", { token: "forged", password: NEW_PASSWORD });
    expect(expectErrorContract(forged, 400).errors).toEqual({ token: "accountRecovery.linkInvalid" });
    const huge = await anonymous().post("/api/auth/reset-password", {
      token: "x".repeat(5000),
      password: NEW_PASSWORD,
    });
    expect(expectErrorContract(huge, 400).errors).toEqual({ token: "accountRecovery.linkInvalid" });
    const noEmail = await anonymous().post("/api/auth/forgot-password", {});
    expect(expectErrorContract(noEmail, 400).errors).toEqual({ email: "validation.required" });
    const badEmail = await anonymous().post("/api/auth/forgot-password", { email: "not-an-address" });
    expect(expectErrorContract(badEmail, 400).errors).toEqual({ email: "validation.invalidEmail" });
  });

  it("100 requests for one address within a minute queue at most 3 reset mails", async () => {
    const seeker = await signedInSeeker(harness);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => anonymous().post("/api/auth/forgot-password", { email: seeker.user.email })),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([202]));
    expect(await queuedMails(seeker.user.email, "password-reset")).toHaveLength(3);
  });
});

describe("forgot password from one network", () => {
  it("refuses an address past 20 requests an hour with 429 and Retry-After", async () => {
    const limited = await createTestApp();
    try {
      const client = createClient(limited.app, { headers: { origin } });
      const email = seekerInput().email;
      for (let i = 0; i < 20; i++) {
        expect((await client.post("/api/auth/forgot-password", { email })).status).toBe(202);
      }
      const refused = await client.post("/api/auth/forgot-password", { email: uniqueEmail() });
      expect(expectErrorContract(refused, 429).messageKey).toBe("accountRecovery.tooManyRequests");
      expect(refused.headers.get("retry-after")).toBe("3600");
    } finally {
      await limited.close();
    }
  });
});
