import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, auditEvents, mailQueue, users } from "../../db/schema";
import { createMailQueueTask } from "../../tasks/mail-queue";
import { expectErrorContract } from "../../test/expect-error";
import { signedInCompany, signedInSeeker, uniqueEmail } from "../../test/factories";
import { startSmtpTestServer } from "../../test/smtp-test-server";
import { createClient, createTestApp } from "../../test/test-app";

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

async function verificationMails(email: string) {
  return harness.context.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.template, "verify-email")))
    .orderBy(desc(mailQueue.id));
}

function tokenOf(text: string): string {
  const token = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe("e-mail verification", () => {
  it("sign-up sends the welcome mail through SMTP, and its link confirms the address without signing in", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Vera" });
    const email = seeker.user.email;
    expect(seeker.user.emailVerified).toBe(false);

    await createMailQueueTask(harness.context).run();
    const mail = smtp.received.find((received) => received.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([email]);
    expect(mail!.subject).toBe("Welcome to Hirewise: confirm your e-mail address");
    expect(mail!.body).toContain("Hello Vera,");
    const link = mail!.links.find((address) => address.startsWith("http://localhost:3000/verify-email?token="));
    expect(link).toBeDefined();

    const verified = await anonymous().post("/api/auth/verify-email", {
      token: new URL(link!).searchParams.get("token"),
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toEqual({ ok: true, emailVerified: true });
    expect((await seeker.get("/api/auth/user")).json.emailVerified).toBe(true);
    const [audit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, "email.verified"), eq(auditEvents.userId, seeker.user.id)));
    expect(audit).toMatchObject({ email });
  });

  it("a company's sign-up gets the welcome mail too", async () => {
    const company = await signedInCompany(harness);
    expect(await verificationMails(company.user.email)).toHaveLength(1);
  });

  it("a link works once, not after it expired, and not after the account's address changed", async () => {
    const seeker = await signedInSeeker(harness);
    const [welcome] = await verificationMails(seeker.user.email);
    const token = tokenOf(welcome.text);
    expect((await anonymous().post("/api/auth/verify-email", { token })).status).toBe(200);
    const again = await anonymous().post("/api/auth/verify-email", { token });
    expect(expectErrorContract(again, 400).errors).toEqual({ token: "accountRecovery.linkInvalid" });

    const late = await signedInSeeker(harness);
    await harness.context.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, late.user.id));
    const expired = await anonymous().post("/api/auth/verify-email", {
      token: tokenOf((await verificationMails(late.user.email))[0].text),
    });
    expect(expectErrorContract(expired, 400).messageKey).toBe("accountRecovery.linkInvalid");
    expect((await late.get("/api/auth/user")).json.emailVerified).toBe(false);

    const moved = await signedInSeeker(harness);
    const movedToken = tokenOf((await verificationMails(moved.user.email))[0].text);
    await harness.context.db
      .update(users)
      .set({ email: uniqueEmail("moved") })
      .where(eq(users.id, moved.user.id));
    const refused = await anonymous().post("/api/auth/verify-email", { token: movedToken });
    expect(expectErrorContract(refused, 400).messageKey).toBe("accountRecovery.linkInvalid");
    expect((await moved.get("/api/auth/user")).json.emailVerified).toBe(false);
  });

  it("answers bad input with a 400 naming the token", async () => {
    const missing = await anonymous().post("/api/auth/verify-email", {});
    expect(expectErrorContract(missing, 400).errors).toEqual({ token: "validation.required" });
    const forged = await anonymous().post("/api/auth/verify-email", { token: "A".repeat(43) });
    expect(expectErrorContract(forged, 400).errors).toEqual({ token: "accountRecovery.linkInvalid" });
  });

  it("resends a link to a signed-in owner, a few times an hour, and none once the address is confirmed", async () => {
    expectErrorContract(await anonymous().post("/api/auth/resend-verification"), 401);

    const seeker = await signedInSeeker(harness);
    for (let i = 0; i < 3; i++) {
      const resent = await seeker.post("/api/auth/resend-verification");
      expect(resent.status, resent.text).toBe(202);
    }
    const refused = await seeker.post("/api/auth/resend-verification");
    expect(expectErrorContract(refused, 429).messageKey).toBe("accountRecovery.tooManyVerificationMails");
    expect(refused.headers.get("retry-after")).toBe("3600");
    const mails = await verificationMails(seeker.user.email);
    expect(mails).toHaveLength(4);

    // Every link sent works (the latest here).
    expect((await anonymous().post("/api/auth/verify-email", { token: tokenOf(mails[0].text) })).status).toBe(200);
    const done = await seeker.post("/api/auth/resend-verification");
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ ok: true, emailVerified: true });
    expect(await verificationMails(seeker.user.email)).toHaveLength(4);
  });
});
