// How often the assistant may be asked: a signed-out visitor by address
// (ASSISTANT_VISITOR_CALLS_PER_HOUR), a signed-in user by account (the AI layer's hourly calls).
// Past a limit the answer is a 429 with Retry-After, before any stream starts, and never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionAttempts } from "../../db/schema";
import { AI_CALLS_PER_USER_PER_HOUR } from "../../platform/ai/limits";
import { ASSISTANT_VISITOR_CALLS_PER_HOUR } from "../../services/assistant-conversations/spend-assistant-call";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { SSE, storedCounts } from "./chat.fixtures";

let harness: TTestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await harness?.close();
});

function visitorAt(address: string) {
  const origin = new URL(harness.context.env.PUBLIC_URL).origin;
  return createClient(harness.app, { headers: { origin, "x-forwarded-for": address } });
}

describe("the assistant's limits", () => {
  it(`lets a burst of 100 messages from one address have ${ASSISTANT_VISITOR_CALLS_PER_HOUR}, then 429s, never a 500`, async () => {
    const client = visitorAt("198.51.100.7");
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        client.post("/api/ai-agent/chat", { message: `Message ${index}` }, index % 2 ? SSE : {}),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ASSISTANT_VISITOR_CALLS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - ASSISTANT_VISITOR_CALLS_PER_HOUR);
    for (const response of responses.filter((entry) => entry.status === 429)) {
      // Refused before the stream starts: a JSON error, even when a stream was asked for.
      expect(expectErrorContract(response, 429).messageKey).toBe("assistantApi.errors.visitorLimit");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another address is not held back, and nothing of a visitor's was stored.
    expect((await visitorAt("198.51.100.8").post("/api/ai-agent/chat", { message: "Hi" })).status).toBe(200);
    expect(await storedCounts(harness.context)).toEqual({ conversations: 0, messages: 0 });
  });

  it("counts a signed-in user by account, whatever address it comes from", async () => {
    const seeker = await signedInSeeker(harness);
    // The hour's calls already spent, as the AI layer counts them.
    await harness.context.db
      .insert(actionAttempts)
      .values(
        Array.from({ length: AI_CALLS_PER_USER_PER_HOUR }, () => ({ action: "ai.call", key: String(seeker.user.id) })),
      );
    const before = await storedCounts(harness.context, [seeker.user.id]);
    for (const accept of [{}, SSE]) {
      const response = await seeker.post("/api/ai-agent/chat", { message: "One more?" }, accept);
      expect(expectErrorContract(response, 429).messageKey).toBe("ai.errors.tooManyRequests");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await storedCounts(harness.context, [seeker.user.id])).toEqual(before);
    const another = await signedInSeeker(harness);
    expect((await another.post("/api/ai-agent/chat", { message: "Hello" })).status).toBe(200);
  });
});
