import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, users } from "../../db/schema";
import { createMailQueueTask } from "../../tasks/mail-queue";
import { startSmtpTestServer } from "../../test/smtp-test-server";
import { createTestContext, createTestDatabase } from "../../test/test-app";
import { MAX_MAIL_ATTEMPTS, deleteOldMail, deliverDueMail, queueMail } from "./mail-queue";
import { linksIn, readOutbox } from "./outbox";
import { renderMail } from "./templates";
import { unsubscribeHeaders } from "./unsubscribe-token";

const FROM = "Hirewise <no-reply@hirewise.test>";

describe("the mail service", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await database.close();
  });

  function contextWith(env: Record<string, string> = {}) {
    const { context, close } = createTestContext(database.db, { env });
    closers.push(close);
    return context;
  }

  async function row(id: number) {
    const [message] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    return message;
  }

  it("queues a rendered message without sending it, and the task sends it through SMTP", async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp.close);
    const context = contextWith({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
    const link = "http://localhost:3000/reset-password?token=abc_DEF-123";
    const id = await queueMail(context, {
      to: "jane@example.com",
      template: "password-reset",
      data: { firstName: "Jane", link },
    });
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, to: "jane@example.com" });
    expect(smtp.received).toHaveLength(0);

    await createMailQueueTask(context).run();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(["jane@example.com"]);
    expect(mail.from).toBe("no-reply@hirewise.test");
    expect(mail.subject).toBe("Reset your Hirewise password");
    expect(mail.links).toContain(link);
    expect(mail.body).toContain("Hello Jane,");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });

    // Sent once: another run sends nothing.
    await createMailQueueTask(context).run();
    expect(smtp.received).toHaveLength(1);
  });

  it("sends the headers and attachments a message was queued with", async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp.close);
    const context = contextWith({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
    await queueMail(context, {
      to: "headers@example.com",
      template: "verify-email",
      data: { firstName: "H", email: "headers@example.com", link: "http://localhost:3000/verify-email?token=h" },
      headers: unsubscribeHeaders("http://localhost:3000/unsubscribe?token=u1"),
      attachments: [
        {
          filename: "invite.ics",
          contentType: "text/calendar",
          contentBase64: Buffer.from("BEGIN:VCALENDAR").toString("base64"),
        },
      ],
    });
    await deliverDueMail(context);
    expect(smtp.received).toHaveLength(1);
    const { raw, body } = smtp.received[0];
    expect(raw).toContain("List-Unsubscribe: <http://localhost:3000/unsubscribe?token=u1>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw).toMatch(/filename="?invite\.ics"?/);
    expect(body).toContain(Buffer.from("BEGIN:VCALENDAR").toString("base64"));
  });

  it("keeps a message queued while the SMTP server is down and delivers it once it is back", async () => {
    const probe = await startSmtpTestServer();
    const port = probe.port;
    await probe.close();
    const context = contextWith({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM });
    const id = await queueMail(context, {
      to: "down@example.com",
      template: "verify-email",
      data: { firstName: "Dora", email: "down@example.com", link: "http://localhost:3000/verify-email?token=t1" },
    });

    const task = createMailQueueTask(context);
    await task.run();
    const afterFailure = await row(id);
    expect(afterFailure).toMatchObject({ status: "queued", attempts: 1 });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: the next attempt is about a minute later.
    expect(afterFailure.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(30_000);

    const smtp = await startSmtpTestServer({ port });
    closers.push(smtp.close);
    // The minute passes.
    await database.db.update(mailQueue).set({ nextAttemptAt: new Date() }).where(eq(mailQueue.id, id));
    await task.run();

    expect(smtp.received.map((mail) => mail.to)).toEqual([["down@example.com"]]);
    expect(smtp.received[0].links).toContain("http://localhost:3000/verify-email?token=t1");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives a message up as failed after the last attempt", async () => {
    const probe = await startSmtpTestServer();
    await probe.close();
    const context = contextWith({ SMTP_URL: `smtp://127.0.0.1:${probe.port}`, MAIL_FROM: FROM });
    const id = await queueMail(context, {
      to: "never@example.com",
      template: "verify-email",
      data: { firstName: "N", email: "never@example.com", link: "http://localhost:3000/verify-email?token=t2" },
    });
    await database.db
      .update(mailQueue)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailQueue.id, id));
    const report = await deliverDueMail(context);
    expect(report).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
  });

  it("without SMTP, delivers every due message to the local outbox, with a readable log line", async () => {
    const context = contextWith();
    const lines: string[] = [];
    context.logger = {
      ...context.logger,
      info: (message: unknown) => lines.push(String(message)),
    } as typeof context.logger;
    const id = await queueMail(context, {
      to: "local@example.com",
      template: "verify-email",
      data: { firstName: "L", email: "local@example.com", link: "http://localhost:3000/verify-email?token=t3" },
    });
    await createMailQueueTask(context).run();
    const message = await row(id);
    expect(message).toMatchObject({ status: "outbox", subject: "Welcome to Hirewise: confirm your e-mail address" });
    expect(message.sentAt).toBeInstanceOf(Date);
    expect(message.text).toContain("http://localhost:3000/verify-email?token=t3");
    expect(lines).toContainEqual(
      'Mail in the local outbox (not sent: no SMTP_URL) to local@example.com: "Welcome to Hirewise: ' +
        'confirm your e-mail address" | links: http://localhost:3000/verify-email?token=t3',
    );
    // npm run mail:outbox prints it whole, the newest first.
    const printed = await readOutbox(context.db, 5);
    expect(printed).toMatch(/^Date: \d{4}-\d\d-\d\dT/);
    expect(printed).toContain("To: local@example.com\nSubject: Welcome to Hirewise: confirm your e-mail address");
    expect(printed).toContain("http://localhost:3000/verify-email?token=t3");
  });
});

describe("the outbox's links", () => {
  it("are read from a message's text without the punctuation after them, each once", () => {
    expect(linksIn("Open https://a.example/x?t=1. Or (https://b.example/y), again https://a.example/x?t=1")).toEqual([
      "https://a.example/x?t=1",
      "https://b.example/y",
    ]);
  });
});

describe("the notification mails", () => {
  it("send the interview invitation with a calendar file that a calendar reads", async () => {
    const database = await createTestDatabase();
    const smtp = await startSmtpTestServer();
    const { context, close } = createTestContext(database.db, { env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    try {
      const [user] = await database.db
        .insert(users)
        .values({ email: "jane@example.com", passwordHash: "x", firstName: "Jane" })
        .returning();
      const id = await queueMail(context, {
        to: user.email,
        userId: user.id,
        template: "interview-scheduled",
        data: {
          firstName: "Jane",
          jobTitle: "Staff Nurse, Cardiology",
          company: "St. Mary's; Hospital",
          startsAt: new Date("2026-12-03T09:30:00Z"),
          durationMinutes: 45,
          location: "Ward 4, 12 Harbour Road",
          link: "http://localhost:3000/dashboard",
          interviewId: 42,
        },
      });
      expect(id).not.toBeNull();
      await deliverDueMail(context);
      expect(smtp.received).toHaveLength(1);
      const { raw, subject } = smtp.received[0];
      expect(subject).toBe("Interview for Staff Nurse, Cardiology at St. Mary's; Hospital");
      const unfolded = raw.replace(/\r\n[ \t]+/g, " ");
      expect(unfolded).toContain("Content-Type: text/calendar; charset=utf-8; method=PUBLISH; name=interview.ics");
      const base64 = /filename=interview\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n|-)/.exec(unfolded)?.[1];
      const calendar = Buffer.from(base64 ?? "", "base64").toString("utf8");
      expect(calendar).toContain("BEGIN:VEVENT");
      expect(calendar).toContain("UID:interview-42@hirewise");
      expect(calendar).toContain("DTSTART:20261203T093000Z");
      expect(calendar).toContain("DTEND:20261203T101500Z");
      expect(calendar).toContain("SUMMARY:Interview: Staff Nurse\\, Cardiology at St. Mary's\\; Hospital");
    } finally {
      await close();
      await smtp.close();
      await database.close();
    }
  });

  it("word every template from the catalogue, with the unsubscribe footer only when given", () => {
    const job = { title: "Site Engineer", company: "Build Co", location: "Lagos, Nigeria", link: "http://x/jobs/1" };
    const footer = { list: "job-alerts" as const, url: "http://x/unsubscribe?token=t" };
    const alert = renderMail(
      "job-alert",
      { firstName: "Ade", alertName: "Engineer", jobs: [job, job], link: "http://x/jobs", pauseUrl: "http://x/p" },
      { footer },
    );
    expect(alert.subject).toBe('2 new jobs for "Engineer"');
    expect(alert.text).toContain("- Site Engineer, Build Co, Lagos, Nigeria\n  http://x/jobs/1");
    expect(alert.text).toContain("job alerts are on");
    expect(alert.html).toContain('<a href="http://x/unsubscribe?token=t">Unsubscribe</a>');
    const rendered = [
      alert,
      renderMail("weekly-digest", { firstName: "Ade", jobs: [job], link: "http://x/jobs" }),
      renderMail("application-status", {
        firstName: "Ade",
        jobTitle: "Chef",
        company: "Inn",
        status: "offer",
        link: "l",
      }),
      renderMail("new-applicant", { firstName: "Kim", jobTitle: "Chef", applicantName: "Ade Bello", link: "l" }),
      renderMail("new-message", { firstName: "Ade", senderName: "Kim", preview: "Hello", link: "l" }),
      renderMail("email-change", { firstName: "Ade", newEmail: "new@example.com", link: "l" }),
      renderMail("email-changed", { firstName: "Ade", newEmail: "new@example.com", resetLink: "l" }),
      renderMail("sign-in-limit", { firstName: "Ade", resetLink: "l" }),
    ];
    for (const mail of rendered) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\{|\bmail\.[a-z]/);
    }
    expect(renderMail("weekly-digest", { firstName: "Ade", jobs: [job], link: "l" }).text).not.toContain("Unsubscribe");
  });
});

describe("the mail templates", () => {
  it("escape values in the HTML part and keep them as they are in the text part", () => {
    const mail = renderMail("verify-email", {
      firstName: '<script>alert("x")</script>',
      email: "a&b@example.com",
      link: 'http://localhost:3000/verify-email?token=a"b',
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("a&amp;b@example.com");
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=a&quot;b"');
    expect(mail.text).toContain('Hello <script>alert("x")</script>,');
  });

  it("take every sentence from the catalogue", () => {
    const mail = renderMail("password-changed", {
      firstName: "Jane",
      changedAt: new Date("2026-11-25T10:20:00Z"),
      resetLink: "http://localhost:3000/forgot-password",
    });
    expect(mail.subject).toBe("Your Hirewise password was changed");
    expect(mail.text).toContain("on November 25, 2026 at 10:20 AM (UTC)");
    expect(mail.text).not.toMatch(/\{\{|mail\./);
  });
});

describe("the mail queue's retention", () => {
  it("deletes sent, outbox and failed messages after 30 days, never a queued one", async () => {
    const database = await createTestDatabase();
    const { context, close } = createTestContext(database.db);
    try {
      const data = { firstName: "O", email: "old@example.com", link: "http://localhost:3000/verify-email?token=o" };
      const ids: Record<string, number> = {};
      for (const status of ["queued", "sent", "outbox", "failed"] as const) {
        ids[status] = await queueMail(context, { to: "old@example.com", template: "verify-email", data });
        await database.db
          .update(mailQueue)
          .set({ status, createdAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
          .where(eq(mailQueue.id, ids[status]));
      }
      const recent = await queueMail(context, { to: "new@example.com", template: "verify-email", data });
      await database.db.update(mailQueue).set({ status: "sent" }).where(eq(mailQueue.id, recent));

      expect(await deleteOldMail(context)).toBe(3);
      const left = await database.db.select({ id: mailQueue.id }).from(mailQueue);
      expect(left.map((row) => row.id).sort()).toEqual([ids.queued, recent].sort());
    } finally {
      await close();
      await database.close();
    }
  });
});
