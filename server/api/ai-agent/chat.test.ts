// POST /api/ai-agent/chat with the built-in engine: what it accepts (a blank message 400, a long
// one 413, each naming `message`), who is asking (the session, never the body's userType), what is
// stored (a signed-in user's turns, never a visitor's), and the two ways it answers (JSON, or
// server-sent events whose chunks join into the final message). The engine is the real one,
// watched (and for the failures the API must handle, replaced for one call).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSISTANT_HISTORY_TURNS, ASSISTANT_MESSAGE_MAX_CHARS, ZAssistantReplySchema } from "@common/assistant/schema";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { AiError } from "../../platform/ai/types";
import { answerMessage, type TAnswer } from "../../services/assistant/answer";
import { expectErrorContract } from "../../test/expect-error";
import { signedInCompany, signedInSeeker, type TSignedInClient, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { readChatStream, SSE, storedCounts } from "./chat.fixtures";

vi.mock("../../services/assistant/answer", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../services/assistant/answer")>();
  return { ...original, answerMessage: vi.fn(original.answerMessage) };
});
const engine = vi.mocked(answerMessage);

let harness: TTestApp;
let seeker: TSignedInClient;
let company: TSignedInClient;
let addresses = 0;

beforeAll(async () => {
  harness = await createTestApp({ env: { TRUST_PROXY: "1" } });
  seeker = await signedInSeeker(harness);
  company = await signedInCompany(harness);
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(() => {
  engine.mockClear();
});

/** A signed-out visitor from an address of its own (through the trusted proxy). */
function visitor() {
  addresses += 1;
  return createClient(harness.app, {
    headers: {
      origin: new URL(harness.context.env.PUBLIC_URL).origin,
      "x-forwarded-for": `198.51.100.${addresses}`,
    },
  });
}

const lastInput = () => engine.mock.calls.at(-1)![1];

/** An engine answer that writes these pieces (and fails after them when `failure` is given). */
function scripted(pieces: string[], extra: Partial<TAnswer> = {}, failure?: Error): TAnswer {
  return {
    chunks: (async function* () {
      for (const piece of pieces) yield piece;
      if (failure) throw failure;
    })(),
    suggestions: [],
    actions: [],
    ...extra,
  };
}

describe("what POST /api/ai-agent/chat accepts", () => {
  it.each([
    ["empty", ""],
    ["whitespace", "  \n\t  "],
  ])("refuses an %s message with 400 naming message, asks nothing and stores nothing", async (_label, message) => {
    for (const accept of [{}, SSE]) {
      const response = await seeker.post("/api/ai-agent/chat", { message }, accept);
      const error = expectErrorContract(response, 400);
      expect(error.errors).toEqual({ message: "assistantApi.errors.messageRequired" });
    }
    expect(engine).not.toHaveBeenCalled();
    expect(await storedCounts(harness.context, [seeker.user.id])).toEqual({ conversations: 0, messages: 0 });
  });

  it("refuses a message of 4,001 characters with 413 naming message, and takes one of 4,000", async () => {
    const tooLong = "a".repeat(ASSISTANT_MESSAGE_MAX_CHARS + 1);
    for (const accept of [{}, SSE]) {
      const response = await visitor().post("/api/ai-agent/chat", { message: tooLong }, accept);
      const error = expectErrorContract(response, 413);
      expect(error.errors).toEqual({ message: "assistantApi.errors.messageTooLong" });
    }
    expect(engine).not.toHaveBeenCalled();
    // The limit counts the trimmed message: spaces around it do not make it too long.
    const longest = `  ${"b".repeat(ASSISTANT_MESSAGE_MAX_CHARS)}\n`;
    const response = await visitor().post("/api/ai-agent/chat", { message: longest });
    expect(response.status, response.text).toBe(200);
    expect(lastInput().message).toBe("b".repeat(ASSISTANT_MESSAGE_MAX_CHARS));
    // Characters are counted, not UTF-16 units: 4,000 emoji pass, 4,001 do not.
    const emoji = "🙂".repeat(ASSISTANT_MESSAGE_MAX_CHARS);
    expect((await visitor().post("/api/ai-agent/chat", { message: emoji })).status).toBe(200);
    expectErrorContract(await visitor().post("/api/ai-agent/chat", { message: `${emoji}🙂` }), 413);
  });

  it("refuses a conversation id that is no id, a message that is not text, and a body that is not JSON", async () => {
    const badId = await seeker.post("/api/ai-agent/chat", { message: "Hello", conversationId: "12; drop table" });
    expect(expectErrorContract(badId, 400).errors).toHaveProperty("conversationId");
    for (const body of [{ message: 42 }, { context: {} }, { message: ["a"] }]) {
      const response = await seeker.post("/api/ai-agent/chat", body);
      expect(expectErrorContract(response, 400).errors).toHaveProperty("message");
    }
    const notJson = await seeker.post("/api/ai-agent/chat", "{not json", SSE);
    expect(expectErrorContract(notJson, 400).errors).toEqual({ body: "validation.invalidBody" });
    expect(engine).not.toHaveBeenCalled();
  });

  it("refuses a message holding a NUL byte or a lone surrogate with 400 naming message, before any reply", async () => {
    for (const body of ['{"message": "Hello\\u0000there"}', '{"message": "Hello \\ud800"}']) {
      for (const accept of [{}, SSE]) {
        const response = await seeker.post("/api/ai-agent/chat", body, accept);
        expect(expectErrorContract(response, 400).errors).toEqual({ message: "validation.invalidCharacters" });
      }
    }
    expect(engine).not.toHaveBeenCalled();
  });

  it("takes the widget's context and the chat page's, and drops keys it does not know", async () => {
    const context = {
      currentUrl: "/jobs?search=react",
      pageTitle: "Jobs",
      hasForm: false,
      hasSearchInput: true,
      hasProfile: true,
      industry: "Technology",
      experience: "5 years",
      secret: "ignored",
    };
    const response = await seeker.post("/api/ai-agent/chat", { message: "Hello", context });
    expect(response.status, response.text).toBe(200);
    const { secret: _dropped, ...known } = context;
    expect(lastInput().context).toEqual(known);
  });
});

describe("who is asking", () => {
  it("is the session's user, whatever userType the body says", async () => {
    const asSeeker = await seeker.post("/api/ai-agent/chat", { message: "Find candidates", userType: "company" });
    expect(asSeeker.status, asSeeker.text).toBe(200);
    expect(lastInput().user).toMatchObject({ id: seeker.user.id, userType: "jobseeker" });

    const asCompany = await company.post("/api/ai-agent/chat", { message: "Find jobs", userType: "jobseeker" });
    expect(asCompany.status, asCompany.text).toBe(200);
    expect(lastInput().user).toMatchObject({ id: company.user.id, userType: "company" });

    const asVisitor = await visitor().post("/api/ai-agent/chat", { message: "Hi", userType: "admin" });
    expect(asVisitor.status, asVisitor.text).toBe(200);
    expect(lastInput().user).toBeNull();
  });

  it("hands the engine the request's language and a signal for the client going away", async () => {
    await seeker.post("/api/ai-agent/chat", { message: "Hello" }, SSE);
    expect(lastInput().language).toBe("en");
    expect(lastInput().signal).toBeInstanceOf(AbortSignal);
  });
});

describe("the answer", () => {
  it("is the whole reply as JSON when the client does not ask for a stream", async () => {
    const response = await seeker.post("/api/ai-agent/chat", { message: "What can you do?" });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const reply = ZAssistantReplySchema.strict().parse(response.json);
    expect(reply.message.length).toBeGreaterThan(0);
    expect(reply.conversationId).toEqual(expect.any(String));
  });

  it("streams chunk events that join into the done event's message, the one stored", async () => {
    engine.mockImplementationOnce(async () =>
      scripted(["Here are ", "**two** ", "jobs:\n", "- [Nurse](/jobs/1-nurse)"], {
        suggestions: ["Show more"],
        actions: [{ type: "search", label: "Search", path: "/jobs?search=nurse" }],
      }),
    );
    const response = await seeker.post("/api/ai-agent/chat", { message: "Nurse jobs" }, SSE);
    const { chunks, done } = readChatStream(response);
    // Sent as written: a proxy is asked not to buffer, and nothing keeps a copy.
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(chunks).toEqual(["Here are ", "**two** ", "jobs:\n", "- [Nurse](/jobs/1-nurse)"]);
    expect(done).toEqual({
      message: "Here are **two** jobs:\n- [Nurse](/jobs/1-nurse)",
      suggestions: ["Show more"],
      actions: [{ type: "search", label: "Search", path: "/jobs?search=nurse" }],
      conversationId: expect.any(String),
    });
    const stored = await seeker.get(`/api/ai-agent/conversations/${done!.conversationId}`);
    expect(stored.json.messages.map((entry: { content: string }) => entry.content)).toEqual([
      "Nurse jobs",
      done!.message,
    ]);
    expect(stored.json.messages[1]).toMatchObject({ suggestions: done!.suggestions, actions: done!.actions });
  });

  it("drops a NUL byte from the engine's words, so the reply is stored whole", async () => {
    for (const accept of [{}, SSE]) {
      engine.mockImplementationOnce(async () => scripted(["Nul\u0000l", "\u0000", "ed"]));
      const response = await seeker.post("/api/ai-agent/chat", { message: "Odd bytes" }, accept);
      const reply = "accept" in accept ? readChatStream(response).done! : response.json;
      expect(reply.message).toBe("Nulled");
      const stored = await seeker.get(`/api/ai-agent/conversations/${reply.conversationId}`);
      expect(stored.json.messages[1].content).toBe("Nulled");
    }
  });

  it("keeps only actions that open one of our own pages", async () => {
    const actions = [
      { type: "navigate" as const, label: "Elsewhere", path: "//evil.example/x" },
      { type: "navigate" as const, label: "Backslash", path: "/\\evil.example" },
      { type: "navigate" as const, label: "Jobs", path: "/jobs" },
    ];
    engine.mockImplementationOnce(async () => scripted(["Go."], { actions }));
    const response = await visitor().post("/api/ai-agent/chat", { message: "Open jobs" });
    expect(response.json.actions).toEqual([actions[2]]);
  });

  it("ends the stream with the error contract when the engine fails midway, and stores nothing", async () => {
    const before = await storedCounts(harness.context, [seeker.user.id]);
    engine.mockImplementationOnce(async () => scripted(["Half a "], {}, new AiError("unavailable", "failed")));
    const streamed = readChatStream(await seeker.post("/api/ai-agent/chat", { message: "Tell me" }, SSE));
    expect(streamed.chunks).toEqual(["Half a "]);
    expect(streamed.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", messageKey: "ai.errors.unavailable" });

    engine.mockImplementationOnce(async () => scripted([], {}, new AiError("timeout", "slow")));
    const json = await seeker.post("/api/ai-agent/chat", { message: "Tell me" });
    expect(expectErrorContract(json, 503).messageKey).toBe("ai.errors.timeout");
    expect(json.headers.get("retry-after")).toBe("60");

    // Anything else is a 500's body with the request id to find it in the log, never its text.
    engine.mockImplementationOnce(async () => scripted(["x"], {}, new Error("secret internals")));
    const internal = await seeker.post("/api/ai-agent/chat", { message: "Tell me" }, SSE);
    expect(readChatStream(internal).error).toMatchObject({ code: "INTERNAL", requestId: expect.any(String) });
    expect(internal.text).not.toContain("secret internals");
    expect(await storedCounts(harness.context, [seeker.user.id])).toEqual(before);
  });
});

describe("the reader's language", () => {
  it("says the errors, streamed or not, in the request's language, and hands it to the engine", async () => {
    const unregister = registerCatalogueForTests(TEST_LANGUAGE, {
      assistantApi: { errors: { messageRequired: "Xx type something" } },
      ai: { errors: { unavailable: "Xx assistant away" } },
    });
    try {
      const language = { "accept-language": TEST_LANGUAGE };
      const blank = await seeker.post("/api/ai-agent/chat", { message: " " }, { ...SSE, ...language });
      expect(blank.status).toBe(400);
      expect(blank.json).toMatchObject({
        messageKey: "assistantApi.errors.messageRequired",
        message: "Xx type something",
      });

      engine.mockImplementationOnce(async () => scripted([], {}, new AiError("unavailable", "failed")));
      const streamed = await seeker.post("/api/ai-agent/chat", { message: "Hello" }, { ...SSE, ...language });
      expect(readChatStream(streamed).error).toMatchObject({
        messageKey: "ai.errors.unavailable",
        message: "Xx assistant away",
      });
      expect(lastInput().language).toBe(TEST_LANGUAGE);
    } finally {
      unregister();
    }
  });
});

describe("what is stored", () => {
  it("starts a conversation named after the first message, and adds each turn to it", async () => {
    const owner = await signedInSeeker(harness);
    const first = await owner.post("/api/ai-agent/chat", {
      message: "  How do I write a better resume summary for a senior nursing role in a large hospital in Dubai?  ",
    });
    expect(first.status, first.text).toBe(200);
    const id = first.json.conversationId as string;
    const second = await owner.post("/api/ai-agent/chat", { message: "And the skills?", conversationId: id }, SSE);
    expect(readChatStream(second).done!.conversationId).toBe(id);
    expect(lastInput().history).toEqual([
      { role: "user", content: expect.stringMatching(/^How do I write/) },
      { role: "assistant", content: first.json.message },
    ]);

    const list = await owner.get("/api/ai-agent/conversations");
    expect(list.json.conversations).toEqual([
      {
        id,
        title: "How do I write a better resume summary for a senior nursing role in a large…",
        updatedAt: expect.any(String),
      },
    ]);
    const conversation = (await owner.get(`/api/ai-agent/conversations/${id}`)).json;
    expect(conversation.messages.map((entry: { role: string }) => entry.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(conversation.messages[2].content).toBe("And the skills?");
  });

  it(`gives the engine the last ${ASSISTANT_HISTORY_TURNS} messages of the conversation, oldest first`, async () => {
    const owner = await signedInSeeker(harness);
    let id: string | undefined;
    const turns = ASSISTANT_HISTORY_TURNS / 2 + 2;
    for (let turn = 1; turn <= turns; turn += 1) {
      const response = await owner.post("/api/ai-agent/chat", { message: `Question ${turn}`, conversationId: id });
      expect(response.status, response.text).toBe(200);
      id = response.json.conversationId;
    }
    const history = lastInput().history;
    expect(history).toHaveLength(ASSISTANT_HISTORY_TURNS);
    const questions = history.filter((entry) => entry.role === "user").map((entry) => entry.content);
    expect(questions).toEqual(
      Array.from({ length: ASSISTANT_HISTORY_TURNS / 2 }, (_, index) => `Question ${index + 2}`),
    );
    expect(history.at(-1)!.role).toBe("assistant");
  });

  it("answers 404 for another's conversation id or an unknown one, and adds nothing to either", async () => {
    const owner = await signedInSeeker(harness);
    const id = (await owner.post("/api/ai-agent/chat", { message: "Mine" })).json.conversationId as string;
    const before = await storedCounts(harness.context);
    for (const conversationId of [id, randomUUID()]) {
      for (const accept of [{}, SSE]) {
        const response = await company.post("/api/ai-agent/chat", { message: "Theirs?", conversationId }, accept);
        expect(expectErrorContract(response, 404).messageKey).toBe("assistantApi.errors.conversationNotFound");
      }
    }
    expect(await storedCounts(harness.context)).toEqual(before);
  });

  it("stores nothing of a visitor's, whose reply names no conversation, even when it sends one's id", async () => {
    const owner = await signedInSeeker(harness);
    const id = (await owner.post("/api/ai-agent/chat", { message: "Mine" })).json.conversationId as string;
    const before = await storedCounts(harness.context);
    const json = await visitor().post("/api/ai-agent/chat", { message: "Hello", conversationId: id });
    expect(json.status, json.text).toBe(200);
    expect(json.json.conversationId).toBeNull();
    const streamed = readChatStream(await visitor().post("/api/ai-agent/chat", { message: "Hello" }, SSE));
    expect(streamed.done!.conversationId).toBeNull();
    expect(await storedCounts(harness.context)).toEqual(before);
  });
});
