// POST /api/ai-agent/chat with an OpenAI-compatible model configured (a fake server on 127.0.0.1):
// the model's reply streams through as chunk events and is stored once whole; a provider that
// answers 429, never answers, breaks off midway or sends 10 MB ends the reply quickly with the
// error event (or a 503 as JSON), stores nothing, and is never a 500 or a hang; a client that goes
// away stops the call to the model.
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAiService } from "../../platform/ai/ai-service";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TSignedInClient } from "../../test/factories";
import { startFakeOpenAiServer, type TFakeOpenAiServer, type TFakeReply } from "../../test/fake-openai-server";
import { createTestApp } from "../../test/test-app";
import { readChatStream, SSE, storedCounts } from "./chat.fixtures";

const KEY = "sk-live-NEVER-SHOWN-4c2e9a";
let fake: TFakeOpenAiServer;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeker: TSignedInClient;

function aiApp(env: Record<string, string> = {}, timeoutMs = 1000) {
  const aiEnv = { AI_BASE_URL: fake.baseUrl, AI_API_KEY: KEY, AI_MODEL: "fake-model" };
  const logger = pino({ level: "silent" });
  return createTestApp({
    env: { ...aiEnv, ...env },
    ai: createAiService(aiEnv, logger, { timeoutMs, maxRetries: 2, maxResponseBytes: 200_000 }),
  });
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  harness = await aiApp();
  seeker = await signedInSeeker(harness);
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.script();
  fake.setFallback({ kind: "text", text: "Hello from the fake model." });
  fake.requests.length = 0;
});

const chatCalls = () => fake.requests.filter((request) => request.path === "/v1/chat/completions");

describe("the chat with a model configured", () => {
  it("streams the model's words as chunk events, then stores the turn with the whole reply", async () => {
    const text = "You could look at **three** nursing jobs in Dubai, starting with [this one](/jobs/1-nurse).";
    fake.script({ kind: "text", text });
    const first = readChatStream(await seeker.post("/api/ai-agent/chat", { message: "Nursing jobs in Dubai" }, SSE));
    expect(first.chunks.length).toBeGreaterThan(1);
    expect(first.done!.message).toBe(text);
    expect(chatCalls()[0].body.stream).toBe(true);

    // The next turn gives the model the conversation so far, before the new message.
    fake.script({ kind: "text", text: "Sure." });
    const second = await seeker.post(
      "/api/ai-agent/chat",
      { message: "And in Abu Dhabi?", conversationId: first.done!.conversationId },
      SSE,
    );
    expect(readChatStream(second).done!.message).toBe("Sure.");
    const messages = chatCalls()[1].body.messages as { role: string; content: string }[];
    const turns = messages.filter((message) => message.role !== "system");
    expect(turns.slice(0, 2)).toEqual([
      { role: "user", content: "Nursing jobs in Dubai" },
      { role: "assistant", content: text },
    ]);
    expect(turns.at(-1)!.content).toContain("And in Abu Dhabi?");
    const stored = await seeker.get(`/api/ai-agent/conversations/${first.done!.conversationId}`);
    expect(stored.json.messages.map((entry: { content: string }) => entry.content)).toEqual([
      "Nursing jobs in Dubai",
      text,
      "And in Abu Dhabi?",
      "Sure.",
    ]);
  });

  it("answers the model's whole reply as JSON when no stream is asked for", async () => {
    fake.script({ kind: "text", text: "A whole reply." });
    const response = await seeker.post("/api/ai-agent/chat", { message: "Hello there" });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ message: "A whole reply.", conversationId: expect.any(String) });
  });

  it.each([
    [
      "a 429 from the provider, after its retries",
      { kind: "status", status: 429, retryAfterMs: 5 },
      "ai.errors.unavailable",
    ],
    ["a reply that never comes (the time-out)", { kind: "hang" }, "ai.errors.timeout"],
    ["a reply that breaks off midway", { kind: "break", text: "One two three four five six" }, "ai.errors.unavailable"],
    ["a reply of 10 MB", { kind: "huge", bytes: 10_000_000 }, "ai.errors.tooLarge"],
  ] as Array<[string, TFakeReply, string]>)(
    "ends on %s with the error event or a 503, quickly, storing nothing",
    async (_label, reply, key) => {
      fake.setFallback(reply);
      const before = await storedCounts(harness.context, [seeker.user.id]);

      let startedAt = Date.now();
      const streamed = await seeker.post("/api/ai-agent/chat", { message: "Tell me about jobs" }, SSE);
      expect(Date.now() - startedAt).toBeLessThan(2500);
      const { error } = readChatStream(streamed);
      expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", messageKey: key, requestId: expect.any(String) });

      startedAt = Date.now();
      const json = await seeker.post("/api/ai-agent/chat", { message: "Tell me about jobs" });
      expect(Date.now() - startedAt).toBeLessThan(2500);
      expect(expectErrorContract(json, 503).messageKey).toBe(key);
      expect(json.headers.get("retry-after")).toBe("60");

      for (const text of [streamed.text, json.text]) expect(text).not.toContain(KEY);
      expect(await storedCounts(harness.context, [seeker.user.id])).toEqual(before);
    },
  );

  it("shows the words that came before a reply broke off, then the error", async () => {
    fake.setFallback({ kind: "break", text: "One two three four five six" });
    const { chunks, error } = readChatStream(await seeker.post("/api/ai-agent/chat", { message: "Hello" }, SSE));
    expect(chunks.join("")).toBe("One two three ");
    expect(error!.messageKey).toBe("ai.errors.unavailable");
  });

  it("answers 429 before any stream once the day's budget of model calls is spent", async () => {
    const small = await aiApp({ AI_DAILY_BUDGET: "1" });
    try {
      const user = await signedInSeeker(small);
      expect((await user.post("/api/ai-agent/chat", { message: "First" }, SSE)).status).toBe(200);
      const response = await user.post("/api/ai-agent/chat", { message: "Second" }, SSE);
      expect(expectErrorContract(response, 429).messageKey).toBe("ai.errors.budget");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await storedCounts(small.context, [user.user.id])).toEqual({ conversations: 1, messages: 2 });
    } finally {
      await small.close();
    }
  });

  it("stops asking the model when the client goes away, and stores nothing", async () => {
    const patient = await aiApp({}, 30_000);
    try {
      const user = await signedInSeeker(patient);
      fake.script({ kind: "hang" });
      const cookie = [...user.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await patient.app.request("/api/ai-agent/chat", {
        method: "POST",
        headers: {
          ...SSE,
          cookie,
          origin: new URL(patient.context.env.PUBLIC_URL).origin,
          "content-type": "application/json",
        },
        body: JSON.stringify({ message: "Tell me everything" }),
      });
      expect(response.status).toBe(200);
      await vi.waitFor(() => expect(chatCalls()).toHaveLength(1), { timeout: 5000 });
      await response.body!.cancel();
      // The model's connection is closed long before its 30-second time-out.
      await vi.waitFor(() => expect(fake.closedEarly()).toBe(1), { timeout: 5000 });
      expect(await storedCounts(patient.context, [user.user.id])).toEqual({ conversations: 0, messages: 0 });
    } finally {
      await patient.close();
    }
  });
});
