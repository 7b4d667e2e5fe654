// A user's conversations with the assistant are theirs: "Download my data" holds them (and none of
// another user's), and "Delete my account" takes them with it, messages included.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantConversations, assistantMessages } from "../../db/schema";
import { signedInCompany, signedInSeeker, type TSignedInClient, type TTestApp } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { storedCounts } from "./chat.fixtures";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

/** Two turns of one conversation and one of another; the conversations' ids, latest first. */
async function talkAs(client: TSignedInClient, words: string): Promise<string[]> {
  const first = await client.post("/api/ai-agent/chat", { message: `${words}: first question` });
  expect(first.status, first.text).toBe(200);
  const id = first.json.conversationId as string;
  const second = await client.post("/api/ai-agent/chat", { message: `${words}: follow-up`, conversationId: id });
  expect(second.status, second.text).toBe(200);
  const other = await client.post("/api/ai-agent/chat", { message: `${words}: another topic` });
  expect(other.status, other.text).toBe(200);
  return [other.json.conversationId, id];
}

describe("the assistant's conversations and the account", () => {
  it("are in Download my data, each with its turns oldest first, and none of another user's", async () => {
    const seeker = await signedInSeeker(harness);
    const stranger = await signedInCompany(harness);
    const [latest, earlier] = await talkAs(seeker, "Mine");
    await talkAs(stranger, "Stranger's");

    const response = await seeker.get("/api/me/export");
    expect(response.status, response.text).toBe(200);
    const exported = response.json.assistantConversations;
    expect(exported).toHaveLength(2);
    expect(exported.map((entry: { id: string }) => entry.id)).toEqual([latest, earlier]);
    expect(exported.map((entry: { title: string }) => entry.title)).toEqual([
      "Mine: another topic",
      "Mine: first question",
    ]);
    expect(exported[1].messages.map((entry: { role: string; content: string }) => [entry.role, entry.content])).toEqual(
      [
        ["user", "Mine: first question"],
        ["assistant", expect.any(String)],
        ["user", "Mine: follow-up"],
        ["assistant", expect.any(String)],
      ],
    );
    expect(exported[1].messages[1]).toEqual(
      expect.objectContaining({
        suggestions: expect.any(Array),
        actions: expect.any(Array),
        createdAt: expect.any(String),
      }),
    );
    expect(response.text).not.toContain("Stranger's");
  });

  it("go with the account when it is deleted, and another user's stay", async () => {
    const leaving = await signedInSeeker(harness);
    const staying = await signedInSeeker(harness);
    const ids = await talkAs(leaving, "Leaving");
    await talkAs(staying, "Staying");
    const kept = await storedCounts(harness.context, [staying.user.id]);

    const response = await leaving.delete("/api/me", { password: "correct-horse" });
    expect(response.status, response.text).toBeLessThan(300);

    const { db } = harness.context;
    expect(
      await db.select().from(assistantConversations).where(eq(assistantConversations.userId, leaving.user.id)),
    ).toEqual([]);
    expect(await db.select().from(assistantMessages).where(inArray(assistantMessages.conversationId, ids))).toEqual([]);
    expect(await storedCounts(harness.context, [staying.user.id])).toEqual(kept);
    expect(kept).toEqual({ conversations: 2, messages: 6 });
  });
});
