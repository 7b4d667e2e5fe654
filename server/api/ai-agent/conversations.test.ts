// GET /api/ai-agent/conversations, GET and DELETE /api/ai-agent/conversations/{id}: a signed-in
// user's own conversations with the assistant, the latest first; another's, or an id that is no
// id, is a 404 that changes nothing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_CONVERSATIONS_LISTED, ZConversationSchema } from "@common/assistant/schema";
import { assistantConversations, assistantMessages } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin, signedInSeeker, type TSignedInClient, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { storedCounts } from "./chat.fixtures";

let harness: TTestApp;
let owner: TSignedInClient;
let other: TSignedInClient;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  owner = await signedInSeeker(harness);
  other = await signedInSeeker(harness);
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

/** A conversation of the user's through the chat; its id. */
async function talk(client: TSignedInClient, message: string): Promise<string> {
  const response = await client.post("/api/ai-agent/chat", { message });
  expect(response.status, response.text).toBe(200);
  return response.json.conversationId as string;
}

describe("the conversations endpoints", () => {
  it("answer 401 to a signed-out visitor", async () => {
    const id = await talk(owner, "Anyone there?");
    const anonymous = createClient(harness.app, {
      headers: { origin: new URL(harness.context.env.PUBLIC_URL).origin },
    });
    for (const response of [
      await anonymous.get("/api/ai-agent/conversations"),
      await anonymous.get(`/api/ai-agent/conversations/${id}`),
      await anonymous.delete(`/api/ai-agent/conversations/${id}`),
    ]) {
      expect(expectErrorContract(response, 401).messageKey).toBe("errors.notSignedIn");
    }
    expect((await owner.get(`/api/ai-agent/conversations/${id}`)).status).toBe(200);
  });

  it(`list the user's own, the last written first, at most ${ASSISTANT_CONVERSATIONS_LISTED}`, async () => {
    const user = await signedInSeeker(harness);
    await talk(other, "Not yours");
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: ASSISTANT_CONVERSATIONS_LISTED + 2 }, (_, index) => ({
      userId: user.user.id,
      title: `Conversation ${index}`,
      createdAt: new Date(start),
      updatedAt: new Date(start + index * 60_000),
    }));
    await harness.context.db.insert(assistantConversations).values(rows);
    // A new turn in the oldest moves it to the top.
    const [oldest] = await harness.context.db
      .select({ id: assistantConversations.id })
      .from(assistantConversations)
      .where(eq(assistantConversations.title, "Conversation 0"));
    const again = await user.post("/api/ai-agent/chat", { message: "Back again", conversationId: oldest.id });
    expect(again.status, again.text).toBe(200);

    const response = await user.get("/api/ai-agent/conversations");
    expect(response.status, response.text).toBe(200);
    const titles = response.json.conversations.map((entry: { title: string }) => entry.title);
    expect(titles).toHaveLength(ASSISTANT_CONVERSATIONS_LISTED);
    expect(titles[0]).toBe("Conversation 0");
    expect(titles.slice(1, 4)).toEqual(["Conversation 21", "Conversation 20", "Conversation 19"]);
    expect(titles).not.toContain("Not yours");
    expect(Date.parse(response.json.conversations[0].updatedAt)).toBeGreaterThan(start);
  });

  it("read the user's own conversation with its turns, oldest first", async () => {
    const id = await talk(owner, "First question");
    const second = await owner.post("/api/ai-agent/chat", { message: "Second question", conversationId: id });
    expect(second.status).toBe(200);
    const response = await owner.get(`/api/ai-agent/conversations/${id}`);
    expect(response.status, response.text).toBe(200);
    const conversation = ZConversationSchema.strict().parse(response.json);
    expect(conversation).toMatchObject({ id, title: "First question" });
    expect(conversation.messages.map((entry) => [entry.role, entry.content])).toEqual([
      ["user", "First question"],
      ["assistant", expect.any(String)],
      ["user", "Second question"],
      ["assistant", second.json.message],
    ]);
  });

  it("answer 404 for another's conversation (an administrator's reading included), an unknown id and a malformed one", async () => {
    const id = await talk(owner, "Private question");
    for (const path of [
      `/api/ai-agent/conversations/${randomUUID()}`,
      "/api/ai-agent/conversations/not-a-uuid",
      "/api/ai-agent/conversations/1",
      `/api/ai-agent/conversations/${id}'--`,
    ]) {
      expect(expectErrorContract(await owner.get(path), 404).messageKey).toBe(
        "assistantApi.errors.conversationNotFound",
      );
      expectErrorContract(await owner.delete(path), 404);
    }
    for (const stranger of [other, admin]) {
      expectErrorContract(await stranger.get(`/api/ai-agent/conversations/${id}`), 404);
      expectErrorContract(await stranger.delete(`/api/ai-agent/conversations/${id}`), 404);
    }
    expect((await owner.get(`/api/ai-agent/conversations/${id}`)).json.messages).toHaveLength(2);
  });

  it("delete the user's own conversation with its messages (204), then find it no more", async () => {
    const id = await talk(owner, "Forget this");
    const kept = await talk(owner, "Keep this");
    const response = await owner.delete(`/api/ai-agent/conversations/${id}`);
    expect(response.status, response.text).toBe(204);
    expect(response.text).toBe("");
    expectErrorContract(await owner.get(`/api/ai-agent/conversations/${id}`), 404);
    expectErrorContract(await owner.delete(`/api/ai-agent/conversations/${id}`), 404);
    const left = await harness.context.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, id));
    expect(left).toEqual([]);
    const listed = (await owner.get("/api/ai-agent/conversations")).json.conversations.map(
      (entry: { id: string }) => entry.id,
    );
    expect(listed).toContain(kept);
    expect(listed).not.toContain(id);
    // Appending to it now is a 404 too, and stores nothing.
    const before = await storedCounts(harness.context, [owner.user.id]);
    const append = await owner.post("/api/ai-agent/chat", { message: "Still there?", conversationId: id });
    expectErrorContract(append, 404);
    expect(await storedCounts(harness.context, [owner.user.id])).toEqual(before);
  });
});
