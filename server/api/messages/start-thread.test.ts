// POST /api/messages: a company starts a thread with a visible candidate or its own applicant;
// a hidden non-applicant, a job seeker who blocked it, or any other account is a 404; the
// recipient is mailed unless they switched notifications off; limits answer 429.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_BODY_MAX, NEW_THREADS_PER_HOUR } from "@common/messages/schemas";
import { mailQueue, messages, messageThreads, users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInSeeker, type TTestApp } from "../../test/factories";
import { applyAs, hiringCompany, seekerWithResume } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/messages";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function mailsTo(userId: number) {
  return harness.context.db
    .select({ subject: mailQueue.subject, text: mailQueue.text })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, userId), eq(mailQueue.template, "new-message")));
}

async function threadCount() {
  const [row] = await harness.context.db.select({ n: count() }).from(messageThreads);
  return row.n;
}

describe("POST /api/messages", () => {
  it("starts a thread with a visible candidate and mails them a link to it", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Vera");
    const sent = await company.client.post("/api/messages", {
      toUserId: seeker.user.id,
      subject: "  Your profile  ",
      body: "Hello Vera, would you talk to us?",
    });
    expect(sent.status, sent.text).toBe(201);
    const threadId = sent.json.threadId as number;
    expect(threadId).toBeGreaterThan(0);

    const [thread] = await harness.context.db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(thread).toMatchObject({
      companyId: company.companyId,
      seekerUserId: seeker.user.id,
      subject: "Your profile",
    });
    const [mail] = await mailsTo(seeker.user.id);
    expect(mail.subject).toContain("Acme Robotics");
    expect(mail.text).toContain("Hello Vera, would you talk to us?");
    expect(mail.text).toContain(`${harness.context.env.PUBLIC_URL}/messages?thread=${threadId}`);
  });

  it("lets a company write to its own applicant whose profile is hidden, and not to a hidden stranger", async () => {
    const company = await hiringCompany(harness);
    const applicant = await seekerWithResume(harness, { firstName: "Amir" });
    await applyAs(applicant, await company.job());
    const allowed = await company.client.post("/api/messages", {
      toUserId: applicant.user.id,
      subject: "Your application",
      body: "Thanks for applying.",
    });
    expect(allowed.status, allowed.text).toBe(201);

    const stranger = await seekerWithResume(harness, { firstName: "Hana" });
    const hidden = await visibleSeeker(harness, "Hidden", false);
    const otherCompany = await hiringCompany(harness);
    for (const toUserId of [stranger.user.id, hidden.user.id, otherCompany.client.user.id, 2_000_000_000]) {
      const before = await threadCount();
      const refused = await company.client.post("/api/messages", { toUserId, subject: "Hi", body: "Hello" });
      expect(expectErrorContract(refused, 404).messageKey).toBe("messages.errors.recipientNotFound");
      expect(await threadCount()).toBe(before);
    }
    // Another company may not write to the first one's applicant.
    const refused = await otherCompany.client.post("/api/messages", {
      toUserId: applicant.user.id,
      subject: "Hi",
      body: "Hello",
    });
    expectErrorContract(refused, 404);
  });

  it("refuses a suspended job seeker as not visible (decision 031), and writes again once reinstated", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Suspended");
    const admin = await signedInAdmin(harness);
    expect((await admin.post(`/api/admin/users/${seeker.user.id}/suspend`)).status).toBe(200);
    const before = await threadCount();
    const refused = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hi" });
    expect(expectErrorContract(refused, 404).messageKey).toBe("messages.errors.recipientNotFound");
    expect(await threadCount()).toBe(before);
    expect((await admin.post(`/api/admin/users/${seeker.user.id}/reinstate`)).status).toBe(200);
    const sent = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hi" });
    expect(sent.status, sent.text).toBe(201);
  });

  it("does not mail a recipient who switched notifications off", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Quiet");
    await harness.context.db.update(users).set({ emailNotifications: false }).where(eq(users.id, seeker.user.id));
    const sent = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hello" });
    expect(sent.status, sent.text).toBe(201);
    expect(await mailsTo(seeker.user.id)).toEqual([]);
  });

  it("stores HTML and javascript: links as typed text", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Text");
    const body = `<script>alert(1)</script> <a href="javascript:alert(2)">x</a> javascript:alert(3)`;
    const sent = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "<b>Hi</b>", body });
    expect(sent.status, sent.text).toBe(201);
    const thread = await seeker.get(`/api/messages/${sent.json.threadId}`);
    expect(thread.json.subject).toBe("<b>Hi</b>");
    expect(thread.json.messages[0].body).toBe(body);
  });

  it("refuses bad input naming the field, a 100 kB body included, and writes nothing", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Bad");
    const before = await threadCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ toUserId: seeker.user.id, subject: "Hi", body: "x".repeat(MESSAGE_BODY_MAX + 1) }, "body"],
      [{ toUserId: seeker.user.id, subject: "Hi", body: "x".repeat(100_000) }, "body"],
      [{ toUserId: seeker.user.id, subject: "   ", body: "Hello" }, "subject"],
      [{ toUserId: "abc", subject: "Hi", body: "Hello" }, "toUserId"],
    ];
    for (const [input, field] of cases) {
      const refused = await company.client.post("/api/messages", input);
      expect(Object.keys(expectErrorContract(refused, 400).errors)).toContain(field);
    }
    expect(await threadCount()).toBe(before);
  });

  it("answers 401 signed out and 403 to a job seeker; an administrator writes only as a company", async () => {
    const seeker = await visibleSeeker(harness, "Target");
    const input = { toUserId: seeker.user.id, subject: "Hi", body: "Hello" };
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    expectErrorContract(await createClient(harness.app, { headers: { origin } }).post("/api/messages", input), 401);
    const other = await signedInSeeker(harness);
    expect(expectErrorContract(await other.post("/api/messages", input), 403).messageKey).toBe(
      "messages.errors.companiesOnly",
    );
    const admin = await signedInAdmin(harness);
    expectErrorContract(await admin.post("/api/messages", input), 403);
  });

  it(`allows ${NEW_THREADS_PER_HOUR} new threads per company per hour`, async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Busy");
    for (let index = 0; index < NEW_THREADS_PER_HOUR; index += 1) {
      const sent = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hi" });
      expect(sent.status, sent.text).toBe(201);
    }
    const limited = await company.client.post("/api/messages", { toUserId: seeker.user.id, subject: "Hi", body: "Hi" });
    expect(expectErrorContract(limited, 429).messageKey).toBe("messages.errors.newThreadsLimit");
    const [row] = await harness.context.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.senderUserId, company.client.user.id));
    expect(row.n).toBe(NEW_THREADS_PER_HOUR);
  });
});
