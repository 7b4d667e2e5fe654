// Reading and answering threads: GET /api/messages (the inbox, newest first), GET
// /api/messages/{id} (oldest message first), POST /api/messages/{id} (a reply by either side),
// POST /api/messages/{id}/read and GET /api/messages/unread-count. Only the thread's company
// account and its job seeker see it; anyone else is answered 404.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES_PER_MINUTE } from "@common/messages/schemas";
import { mailQueue, messages } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInSeeker, type TSignedInClient, type TTestApp } from "../../test/factories";
import { hiringCompany, type THiringCompany } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";
import { startThreadAs, visibleSeeker } from "../../test/messages";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const unread = async (client: TSignedInClient) => (await client.get("/api/messages/unread-count")).json.count;

async function pair(): Promise<{ company: THiringCompany; seeker: TSignedInClient; threadId: number }> {
  const company = await hiringCompany(harness);
  const seeker = await visibleSeeker(harness, "Sara");
  const threadId = await startThreadAs(company.client, seeker.user.id, { subject: "Nurse role" });
  return { company, seeker, threadId };
}

describe("a thread between a company and a job seeker", () => {
  it("shows in both inboxes, unread for the recipient until read, and answers replies both ways", async () => {
    const { company, seeker, threadId } = await pair();
    expect(await unread(seeker)).toBe(1);
    expect(await unread(company.client)).toBe(0);

    const inbox = await seeker.get("/api/messages");
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.json).toEqual({
      threads: [
        {
          id: threadId,
          subject: "Nurse role",
          other: { name: "Acme Robotics", imageUrl: null, companyId: company.companyId, userId: null },
          last: { excerpt: "Hello, would you like to talk?", fromMe: false, at: expect.any(String) },
          unread: true,
        },
      ],
      blocked: [],
    });
    const companyInbox = await company.client.get("/api/messages");
    expect(companyInbox.json.threads[0]).toMatchObject({
      id: threadId,
      other: { name: "Sara Seeker", companyId: null, userId: seeker.user.id },
      last: { fromMe: true },
      unread: false,
    });

    const read = await seeker.post(`/api/messages/${threadId}/read`, {});
    expect(read.status, read.text).toBe(204);
    expect(await unread(seeker)).toBe(0);

    const reply = await seeker.post(`/api/messages/${threadId}`, { body: "  Yes, gladly.  " });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json).toEqual({ id: expect.any(Number), body: "Yes, gladly.", fromMe: true, at: expect.any(String) });
    expect(await unread(company.client)).toBe(1);
    expect(await unread(seeker)).toBe(0);
    const [mail] = await harness.context.db
      .select({ text: mailQueue.text })
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, company.client.user.id), eq(mailQueue.template, "new-message")));
    expect(mail.text).toContain("Sara Seeker");
    expect(mail.text).toContain(`/messages?thread=${threadId}`);

    const thread = await company.client.get(`/api/messages/${threadId}`);
    expect(thread.status, thread.text).toBe(200);
    expect(thread.json).toMatchObject({
      id: threadId,
      subject: "Nurse role",
      canReply: true,
      blocked: false,
      other: { name: "Sara Seeker", userId: seeker.user.id },
    });
    expect(
      thread.json.messages.map((message: { body: string; fromMe: boolean }) => [message.body, message.fromMe]),
    ).toEqual([
      ["Hello, would you like to talk?", true],
      ["Yes, gladly.", false],
    ]);
    await company.client.post(`/api/messages/${threadId}/read`, {});
    expect(await unread(company.client)).toBe(0);
  });

  it("lists the inbox newest message first", async () => {
    const company = await hiringCompany(harness);
    const seeker = await visibleSeeker(harness, "Nia");
    const first = await startThreadAs(company.client, seeker.user.id, { subject: "First" });
    const second = await startThreadAs(company.client, seeker.user.id, { subject: "Second" });
    expect((await seeker.get("/api/messages")).json.threads.map((thread: { id: number }) => thread.id)).toEqual([
      second,
      first,
    ]);
    await seeker.post(`/api/messages/${first}`, { body: "Back to the first" });
    const inbox = (await seeker.get("/api/messages")).json;
    expect(inbox.threads.map((thread: { id: number }) => thread.id)).toEqual([first, second]);
    expect(inbox.threads[0].last).toMatchObject({ excerpt: "Back to the first", fromMe: true });
  });

  it("answers 404 to every other account and 401 signed out, and lists nothing of it", async () => {
    const { threadId } = await pair();
    const otherCompany = await hiringCompany(harness);
    const otherSeeker = await signedInSeeker(harness);
    const admin = await signedInAdmin(harness);
    for (const client of [otherCompany.client, otherSeeker, admin]) {
      expectErrorContract(await client.get(`/api/messages/${threadId}`), 404);
      expectErrorContract(await client.post(`/api/messages/${threadId}`, { body: "Hi" }), 404);
      expectErrorContract(await client.post(`/api/messages/${threadId}/read`, {}), 404);
      expect((await client.get("/api/messages")).json.threads).toEqual([]);
      expect(await unread(client)).toBe(0);
    }
    for (const path of ["/api/messages/abc", "/api/messages/0", "/api/messages/99999999999"]) {
      expectErrorContract(await otherSeeker.get(path), 404);
    }
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const signedOut = createClient(harness.app, { headers: { origin } });
    for (const response of [
      await signedOut.get("/api/messages"),
      await signedOut.get("/api/messages/unread-count"),
      await signedOut.get(`/api/messages/${threadId}`),
      await signedOut.post(`/api/messages/${threadId}`, { body: "Hi" }),
      await signedOut.post(`/api/messages/${threadId}/read`, {}),
    ]) {
      expectErrorContract(response, 401);
    }
  });

  it("refuses an empty or too long reply naming body, a 100 kB one included, and writes nothing", async () => {
    const { seeker, threadId } = await pair();
    for (const body of ["   ", "x".repeat(5_001), "y".repeat(100_000)]) {
      const refused = await seeker.post(`/api/messages/${threadId}`, { body });
      expect(Object.keys(expectErrorContract(refused, 400).errors)).toEqual(["body"]);
    }
    const stored = await harness.context.db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(stored).toHaveLength(1);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages per account per minute`, async () => {
    const { seeker, threadId } = await pair();
    for (let index = 0; index < MESSAGES_PER_MINUTE; index += 1) {
      const sent = await seeker.post(`/api/messages/${threadId}`, { body: `Message ${index}` });
      expect(sent.status, sent.text).toBe(201);
    }
    const limited = await seeker.post(`/api/messages/${threadId}`, { body: "One more" });
    expect(expectErrorContract(limited, 429).messageKey).toBe("messages.errors.messagesLimit");
  });
});
