// The administrator console's mail: "Send test e-mail" sends at once and reports the SMTP
// server's answer, its refusal or the outbox; the outbox lists the queue, shows a message whole,
// and queues a failed one again (decision 032). Only an administrator may call any of it.
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailQueue } from "../../../db/schema";
import { deliverDueMail, queueMail } from "../../../platform/mail/mail-queue";
import { redactSmtpSecrets, smtpServerName } from "../../../services/admin/records/send-test-email";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import { expectErrorContract } from "../../../test/expect-error";
import { startSmtpTestServer } from "../../../test/smtp-test-server";
import { createClient, createTestApp } from "../../../test/test-app";

const FROM = "Hirewise <no-reply@hirewise.test>";

let harness: TTestApp;
let admin: TSignedInClient;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await harness?.close();
});

async function useSmtp(url: string | null) {
  if (url) {
    await harness.context.settings.set("smtpUrl", url);
    await harness.context.settings.set("mailFrom", FROM);
  } else {
    await harness.context.settings.clear("smtpUrl");
    await harness.context.settings.clear("mailFrom");
  }
}

async function mailRow(id: number) {
  const [row] = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row;
}

/** A message given up as failed, as the queue leaves it after its last attempt. */
async function failedMail(to = "failed@example.com") {
  const id = await queueMail(harness.context, {
    to,
    template: "password-reset",
    data: { firstName: "Fay", link: "http://localhost:3000/reset-password?token=f" },
  });
  await harness.context.db
    .update(mailQueue)
    .set({ status: "failed", attempts: 6, lastError: "connect ECONNREFUSED 127.0.0.1:2525" })
    .where(eq(mailQueue.id, id));
  return id;
}

describe("who may call the mail endpoints", () => {
  it("answers 401 signed out and 403 to a job seeker and a company, on every one", async () => {
    const id = await failedMail();
    const anonymous = createClient(harness.app, {
      headers: { origin: new URL(harness.context.env.PUBLIC_URL).origin },
    });
    const seeker = await signedInSeeker(harness);
    const company = await signedInCompany(harness);
    const calls = [
      (client: typeof anonymous) => client.post("/api/admin/settings/test-email", {}),
      (client: typeof anonymous) => client.get("/api/admin/outbox"),
      (client: typeof anonymous) => client.get(`/api/admin/outbox/${id}`),
      (client: typeof anonymous) => client.post(`/api/admin/outbox/${id}/retry`),
    ];
    for (const call of calls) {
      expectErrorContract(await call(anonymous), 401);
      expectErrorContract(await call(seeker), 403);
      expectErrorContract(await call(company), 403);
    }
    // Nothing was sent, listed as sent or queued again.
    expect(await mailRow(id)).toMatchObject({ status: "failed", attempts: 6 });
    const tests = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.template, "admin-test-email"));
    expect(tests).toHaveLength(0);
  });
});

describe("POST /api/admin/settings/test-email", () => {
  it("without SMTP puts the message in the outbox at once and says so", async () => {
    await useSmtp(null);
    const answer = await admin.post("/api/admin/settings/test-email", {});
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      delivered: true,
      transport: "outbox",
      response: "No SMTP server is set (SMTP_URL and MAIL_FROM): the message is in the local outbox and was not sent.",
      to: admin.user.email,
      server: null,
      messageId: expect.any(Number),
    });
    const message = await admin.get(`/api/admin/outbox/${answer.json.messageId}`);
    expect(message.status, message.text).toBe(200);
    expect(message.json).toMatchObject({
      to: admin.user.email,
      subject: "Hirewise test e-mail",
      template: "admin-test-email",
      status: "outbox",
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(message.json.text).toContain("sent by Jane Doe from the Hirewise administrator console");
    expect(message.json.html).toContain("<title>Hirewise test e-mail</title>");

    const [audit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.test-email-sent"));
    expect(audit).toMatchObject({ userId: admin.user.id, ipAddress: "203.0.113.10" });
    expect(audit.detail).toEqual({ by: admin.user.id, to: admin.user.email, transport: "outbox", delivered: true });
  });

  it("names the site as Settings > General calls it", async () => {
    const admin = await signedInAdmin(harness);
    expect((await admin.put("/api/admin/settings", { siteName: "Acme Careers" })).status).toBe(200);
    try {
      const answer = await admin.post("/api/admin/settings/test-email", {});
      expect(answer.status, answer.text).toBe(200);
      const message = await admin.get(`/api/admin/outbox/${answer.json.messageId}`);
      expect(message.json.subject).toBe("Acme Careers test e-mail");
      expect(message.json.text).toContain("from the Acme Careers administrator console");
    } finally {
      await admin.put("/api/admin/settings", { siteName: null });
    }
  });

  it("through SMTP sends at once, before any run of the queue, and answers the server's reply", async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp.close);
    await useSmtp(smtp.url);
    const answer = await admin.post("/api/admin/settings/test-email", { to: "  Ops@Example.com " });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      delivered: true,
      transport: "smtp",
      to: "ops@example.com",
      server: `smtp://127.0.0.1:${smtp.port}`,
    });
    expect(answer.json.response).toMatch(/^250 /);
    // The sign-ups' welcome mails are still queued: only the test e-mail went.
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [["ops@example.com"], "Hirewise test e-mail"],
    ]);
    expect(smtp.received[0].body).toContain("messages from Hirewise <no-reply@hirewise.test> reach this address");
    expect(await mailRow(answer.json.messageId)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // The queue's run sends the queued mail, not the test e-mail again.
    await deliverDueMail(harness.context);
    expect(smtp.received.filter((mail) => mail.subject === "Hirewise test e-mail")).toHaveLength(1);
  });

  it("reports the SMTP server's refusal, keeps the message as failed, and never shows the password", async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", () => resolve()));
    closers.push(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
    const port = (refusing.server.address() as AddressInfo).port;
    await useSmtp(`smtp://mailer:s3cret-Pa55@127.0.0.1:${port}`);

    const answer = await admin.post("/api/admin/settings/test-email", { to: "nobody@example.com" });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ delivered: false, transport: "smtp", server: `smtp://127.0.0.1:${port}` });
    expect(answer.json.response).toMatch(/550 5\.1\.1 Mailbox unavailable/);
    expect(answer.text).not.toContain("s3cret-Pa55");
    expect(answer.text).not.toContain("mailer");
    expect(await mailRow(answer.json.messageId)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("reports an SMTP server it cannot reach", async () => {
    const probe = await startSmtpTestServer();
    await probe.close();
    await useSmtp(`smtp://127.0.0.1:${probe.port}`);
    const answer = await admin.post("/api/admin/settings/test-email", {});
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ delivered: false, transport: "smtp" });
    expect(answer.json.response).toMatch(/ECONNREFUSED|connect/i);
  });

  it("refuses an address that is not one, naming the field, and sends nothing", async () => {
    await useSmtp(null);
    const before = await harness.context.db.select().from(mailQueue);
    for (const body of [{ to: "not an address" }, { to: 42 }, { to: `${"a".repeat(250)}@example.com` }]) {
      const answer = await admin.post("/api/admin/settings/test-email", body);
      expect(expectErrorContract(answer, 400).errors).toHaveProperty("to");
    }
    expectErrorContract(await admin.post("/api/admin/settings/test-email", "[1]"), 400);
    expect(await harness.context.db.select().from(mailQueue)).toHaveLength(before.length);
  });
});

describe("GET /api/admin/outbox", () => {
  it("lists the queue newest first, paged, by status and by recipient or subject", async () => {
    await useSmtp(null);
    const failedId = await failedMail("pager@example.com");
    const queuedId = await queueMail(harness.context, {
      to: "waiting@example.com",
      template: "password-reset",
      data: { firstName: "Wes", link: "http://localhost:3000/reset-password?token=w" },
    });
    const all = await admin.get("/api/admin/outbox?pageSize=2");
    expect(all.status, all.text).toBe(200);
    expect(all.json).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.json.total).toBeGreaterThanOrEqual(3);
    expect(all.json.items.map((item: { id: number }) => item.id)).toEqual([queuedId, failedId]);
    expect(all.json.items[0]).toEqual({
      id: queuedId,
      to: "waiting@example.com",
      subject: "Reset your Hirewise password",
      template: "password-reset",
      status: "queued",
      attempts: 0,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      sentAt: null,
      nextAttemptAt: expect.stringMatching(/Z$/),
    });
    expect(all.json.items[1]).toMatchObject({ status: "failed", lastError: "connect ECONNREFUSED 127.0.0.1:2525" });

    const failed = await admin.get("/api/admin/outbox?status=failed");
    expect(failed.json.items.every((item: { status: string }) => item.status === "failed")).toBe(true);
    expect(failed.json.items.map((item: { id: number }) => item.id)).toContain(failedId);

    const found = await admin.get("/api/admin/outbox?q=PAGER@");
    expect(found.json.items.map((item: { id: number }) => item.id)).toEqual([failedId]);
    const literal = await admin.get(`/api/admin/outbox?q=${encodeURIComponent("%_")}`);
    expect(literal.json).toMatchObject({ items: [], total: 0 });
  });

  it("refuses a bad status, page or page size, naming the field", async () => {
    for (const [query, field] of [
      ["status=lost", "status"],
      ["page=0", "page"],
      ["pageSize=101", "pageSize"],
      ["pageSize=x", "pageSize"],
      [`q=${"x".repeat(255)}`, "q"],
    ]) {
      const answer = await admin.get(`/api/admin/outbox?${query}`);
      expect(expectErrorContract(answer, 400).errors).toHaveProperty(field);
    }
  });
});

describe("GET /api/admin/outbox/{id}", () => {
  it("shows a message whole: parts, headers and its attachments by name and size", async () => {
    const id = await queueMail(harness.context, {
      to: "whole@example.com",
      template: "password-reset",
      data: { firstName: "Wil", link: "http://localhost:3000/reset-password?token=whole" },
      headers: { "X-Test": "yes" },
      attachments: [
        { filename: "a.ics", contentType: "text/calendar", contentBase64: Buffer.from("BEGIN").toString("base64") },
      ],
    });
    const answer = await admin.get(`/api/admin/outbox/${id}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      id,
      userId: null,
      status: "queued",
      headers: { "X-Test": "yes" },
      attachments: [{ filename: "a.ics", contentType: "text/calendar", bytes: 5 }],
    });
    expect(answer.json.text).toContain("http://localhost:3000/reset-password?token=redacted");
    expect(answer.json.html).toContain("<!doctype html>");
    expect(answer.json.linksHidden).toBe(true);
    expect(answer.text).not.toContain(Buffer.from("BEGIN").toString("base64"));
  });

  it("never shows a working account link: reset, confirmation, unsubscribe and pause tokens are hidden", async () => {
    const seeker = await signedInSeeker(harness);
    const reset = await seeker.post("/api/auth/forgot-password", { email: seeker.user.email });
    expect(reset.status, reset.text).toBe(202);
    const [resetRow] = await harness.context.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.template, "password-reset"))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const token = /reset-password\?token=([^\s"&<]+)/.exec(resetRow!.text)![1]!;
    // A notification carries the unsubscribe link in its footer and its List-Unsubscribe header.
    const notification = await queueMail(harness.context, {
      to: seeker.user.email,
      userId: seeker.user.id,
      template: "new-message",
      data: { firstName: "Sam", senderName: "Acme", preview: "Hello", link: "http://localhost:3000/messages?thread=1" },
    });
    for (const id of [resetRow!.id, notification]) {
      const answer = await admin.get(`/api/admin/outbox/${id}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.linksHidden).toBe(true);
      expect(answer.text).not.toMatch(/token=(?!redacted)/);
    }
    expect((await admin.get(`/api/admin/outbox/${resetRow!.id}`)).text).not.toContain(token);
    // The recipient's own link still works.
    const browser = createClient(harness.app, { headers: { origin: new URL(harness.context.env.PUBLIC_URL).origin } });
    const used = await browser.post("/api/auth/reset-password", { token, password: "A-new-passw0rd!" });
    expect(used.status, used.text).toBe(200);
  });

  it("answers 404 for an id of nothing", async () => {
    for (const id of ["999999", "0", "abc", "1e3", "99999999999"]) {
      expectErrorContract(await admin.get(`/api/admin/outbox/${id}`), 404);
      expectErrorContract(await admin.post(`/api/admin/outbox/${id}/retry`), 404);
    }
  });
});

describe("POST /api/admin/outbox/{id}/retry", () => {
  it("queues a failed message again, due at once with fresh attempts, and the queue sends it", async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp.close);
    const id = await failedMail("again@example.com");
    const answer = await admin.post(`/api/admin/outbox/${id}/retry`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ id, status: "queued", attempts: 0, lastError: expect.any(String) });
    const [audit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.mail-retried"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({
      userId: admin.user.id,
      detail: { by: admin.user.id, mailId: id, to: "again@example.com" },
    });

    await useSmtp(smtp.url);
    await deliverDueMail(harness.context);
    expect(smtp.received.map((mail) => mail.to)).toContainEqual(["again@example.com"]);
    expect(await mailRow(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    await useSmtp(null);
  });

  it("refuses with 409 a message that did not fail, and changes nothing", async () => {
    const queuedId = await queueMail(harness.context, {
      to: "queued@example.com",
      template: "password-reset",
      data: { firstName: "Q", link: "http://localhost:3000/reset-password?token=q" },
    });
    await harness.context.db.update(mailQueue).set({ attempts: 2 }).where(eq(mailQueue.id, queuedId));
    const body = expectErrorContract(await admin.post(`/api/admin/outbox/${queuedId}/retry`), 409);
    expect(body.messageKey).toBe("adminRecords.outbox.notFailed");
    expect(await mailRow(queuedId)).toMatchObject({ status: "queued", attempts: 2 });

    await harness.context.db.update(mailQueue).set({ status: "sent" }).where(eq(mailQueue.id, queuedId));
    expectErrorContract(await admin.post(`/api/admin/outbox/${queuedId}/retry`), 409);
    expect(await mailRow(queuedId)).toMatchObject({ status: "sent" });
    const retried = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.mail-retried"));
    expect(retried.filter((row) => (row.detail as { mailId?: number }).mailId === queuedId)).toEqual([]);
  });
});

describe("the SMTP server as an administrator sees it", () => {
  it("names scheme, host and port, and masks the user name and password in an error", () => {
    expect(smtpServerName("smtps://user:pw@mail.example.com")).toBe("smtps://mail.example.com:465");
    expect(smtpServerName("smtp://mail.example.com:2525")).toBe("smtp://mail.example.com:2525");
    const url = "smtp://ops%40example.com:p%40ss%20word@mail.example.com:587";
    expect(redactSmtpSecrets(`Invalid login for ops@example.com with p@ss word at ${url}`, url)).toBe(
      "Invalid login for *** with *** at ***",
    );
  });
});
