// The OpenAI-compatible provider against a fake server on 127.0.0.1: each reply works, or fails
// quickly as the right AiError, and neither an error nor a log line holds the key.
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { startFakeOpenAiServer, type TFakeOpenAiServer } from "../../test/fake-openai-server";
import { createAiService } from "./ai-service";
import { AiError, type TAiErrorKind, type TAiProvider } from "./types";

const KEY = "sk-test-SECRET-4f9a1c77e2";
let fake: TFakeOpenAiServer;
let provider: TAiProvider;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const logger = pino({ level: "trace" }, { write: (line: string) => void logLines.push(line) });
  provider = createAiService({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: KEY, AI_MODEL: "fake-model" }, logger, {
    timeoutMs: 1500,
    maxRetries: 2,
    maxResponseBytes: 200_000,
  });
});
afterAll(async () => {
  await provider?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.script();
  fake.setFallback({ kind: "text", text: "Hello from the fake model." });
  fake.requests.length = 0;
});

const call = { system: "You are terse.", prompt: "Say hello." };
const ZAnswer = z.object({ summary: z.string().min(1) });

/** The AiError a promise rejects with, and how long it took. */
async function failure(promise: Promise<unknown>): Promise<{ error: AiError; ms: number }> {
  const startedAt = Date.now();
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AiError);
    return { error: error as AiError, ms: Date.now() - startedAt };
  }
  throw new Error("expected the call to fail");
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of stream) text += piece;
  return text;
}

function expectNoKeyAnywhere(error?: unknown) {
  expect(logLines.join("\n")).not.toContain(KEY);
  if (error) {
    expect(String(error)).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);
    expect((error as Error).stack ?? "").not.toContain(KEY);
  }
}

describe("the OpenAI-compatible provider", () => {
  it("is labelled with the model's name and sends the key as a bearer token only", async () => {
    expect(provider.kind).toBe("openai-compatible");
    expect(provider.label).toBe("fake-model");
    expect(await provider.generateText(call)).toBe("Hello from the fake model.");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].authorization).toBe(`Bearer ${KEY}`);
    expect(fake.requests[0].body.model).toBe("fake-model");
    expect(fake.requests[0].body.messages).toEqual([
      { role: "system", content: "You are terse." },
      { role: "user", content: "Say hello." },
    ]);
    expectNoKeyAnywhere();
  });

  it("streams the reply chunk by chunk", async () => {
    fake.script({ kind: "text", text: "one two three four" });
    const pieces: string[] = [];
    for await (const piece of provider.streamText(call)) pieces.push(piece);
    expect(pieces.join("")).toBe("one two three four");
    expect(pieces.length).toBeGreaterThan(1);
    expect(fake.requests[0].body.stream).toBe(true);
  });

  it("stops downloading a stream its reader leaves early", async () => {
    fake.setFallback({ kind: "huge", bytes: 10_000_000 });
    const bigProvider = createAiService(
      { AI_BASE_URL: fake.baseUrl, AI_API_KEY: KEY, AI_MODEL: "fake-model" },
      pino({ level: "silent" }),
      { maxResponseBytes: 100_000_000 },
    );
    const startedAt = Date.now();
    for await (const piece of bigProvider.streamText(call)) {
      expect(piece.length).toBeGreaterThan(0);
      break;
    }
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await vi.waitFor(() => expect(fake.closedEarly()).toBe(1), { timeout: 1000 });
  });

  it("retries a 429, then answers", async () => {
    fake.script({ kind: "status", status: 429, retryAfterMs: 10 }, { kind: "text", text: "after the wait" });
    expect(await provider.generateText(call)).toBe("after the wait");
    expect(fake.requests).toHaveLength(2);
  });

  it("retries a 500 a bounded number of times, then fails as unavailable", async () => {
    fake.setFallback({ kind: "status", status: 500, retryAfterMs: 10 });
    const { error, ms } = await failure(provider.generateText(call));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("the AI provider answered 500 after 3 attempts");
    expect(fake.requests).toHaveLength(3);
    expect(ms).toBeLessThan(1500);
    expectNoKeyAnywhere(error);
    expect(logLines.join("\n")).toContain("the AI provider answered 500 after 3 attempts");
  });

  it("does not retry a 401 (a wrong key), and says nothing of the key", async () => {
    fake.script({ kind: "status", status: 401 });
    const { error } = await failure(provider.generateText(call));
    expect(error.kind).toBe("unavailable");
    expect(fake.requests).toHaveLength(1);
    expectNoKeyAnywhere(error);
  });

  it.each([
    ["a reply", (p: TAiProvider) => p.generateText(call)],
    ["a stream", (p: TAiProvider) => collect(p.streamText(call))],
  ])("times out on %s that never finishes", async (_label, run) => {
    fake.setFallback({ kind: "hang" });
    const { error, ms } = await failure(run(provider));
    expect(error.kind).toBe("timeout");
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(3000);
    expectNoKeyAnywhere(error);
  });

  it("fails on malformed JSON as invalid output, without retrying", async () => {
    fake.script({ kind: "raw", body: '{"choices": [ {"message": ' });
    const { error } = await failure(provider.generateText(call));
    expect(error.kind).toBe("invalid-output");
    expect(fake.requests).toHaveLength(1);
    expectNoKeyAnywhere(error);
  });

  it("answers structured output checked by the schema", async () => {
    fake.script({ kind: "text", text: JSON.stringify({ summary: "Engineer." }) });
    expect(await provider.generateObject(ZAnswer, call)).toEqual({ summary: "Engineer." });
    const system = (fake.requests[0].body.messages as { content: string }[])[0].content;
    expect(system).toContain("JSON Schema");
    expect(fake.requests[0].body.response_format).toMatchObject({ type: "json_schema" });
  });

  it.each([
    ["not JSON", "Sure! Here is your summary: Engineer."],
    ["another shape", JSON.stringify({ text: "Engineer." })],
    ["an empty summary", JSON.stringify({ summary: "" })],
  ])("fails as invalid output on a reply that is %s", async (_label, text) => {
    fake.setFallback({ kind: "text", text });
    const { error } = await failure(provider.generateObject(ZAnswer, call));
    expect(error.kind).toBe("invalid-output");
  });

  it.each<[string, (p: TAiProvider) => Promise<unknown>]>([
    ["a reply", (p) => p.generateText(call)],
    ["a stream", (p) => collect(p.streamText(call))],
    ["structured output", (p) => p.generateObject(ZAnswer, call)],
  ])("stops 10 MB of %s at the size cap, quickly", async (_label, run) => {
    fake.setFallback({ kind: "huge", bytes: 10_000_000 });
    const before = process.memoryUsage().heapUsed;
    const { error, ms } = await failure(run(provider));
    expect(error.kind satisfies TAiErrorKind).toBe("too-large");
    expect(ms).toBeLessThan(1400);
    expect(fake.requests).toHaveLength(1);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50_000_000);
    expectNoKeyAnywhere(error);
  });

  it("stops when the caller aborts", async () => {
    fake.setFallback({ kind: "hang" });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error, ms } = await failure(provider.generateText({ ...call, signal: controller.signal }));
    expect(error.kind).toBe("unavailable");
    expect(ms).toBeLessThan(1000);
  });

  it("embeds texts where the endpoint offers it", async () => {
    expect(await provider.embed?.(["ab", "abc"])).toEqual([
      [2, 0, 1],
      [3, 1, 1],
    ]);
    expect(fake.requests[0].path).toBe("/v1/embeddings");
  });
});

describe("the built-in engine", () => {
  it("is the default, labelled Built-in assistant, and refuses free prompts clearly", async () => {
    const builtIn = createAiService({}, pino({ level: "silent" }));
    expect(builtIn.kind).toBe("built-in");
    expect(builtIn.label).toBe("Built-in assistant");
    expect(builtIn.embed).toBeUndefined();
    for (const run of [
      () => builtIn.generateText(call),
      () => collect(builtIn.streamText(call)),
      () => builtIn.generateObject(ZAnswer, call),
    ]) {
      const { error } = await failure(run());
      expect(error.kind).toBe("unsupported");
    }
  });
});
