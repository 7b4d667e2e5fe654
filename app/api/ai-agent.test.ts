import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { createSseParser } from "@common/assistant/sse";
import { streamChat } from "./ai-agent";

describe("the server-sent events parser", () => {
  it("returns events once a blank line ends them, however the text is cut", () => {
    const text =
      'event: chunk\ndata: {"text":"Hel"}\n\nevent: chunk\r\ndata: {"text":"lo"}\r\n\r\n: keep-alive\n\nevent: done\ndata: {"a":1}\n\n';
    const whole = createSseParser()(text);
    expect(whole).toEqual([
      { event: "chunk", data: '{"text":"Hel"}' },
      { event: "chunk", data: '{"text":"lo"}' },
      { event: "done", data: '{"a":1}' },
    ]);
    // Fed one character at a time ("\r" then "\n" apart), the same events come out.
    const feed = createSseParser();
    const pieces = [...text].flatMap((character) => feed(character));
    expect(pieces).toEqual(whole);
  });

  it("joins data lines, names an unnamed event 'message' and skips other fields", () => {
    expect(createSseParser()("id: 3\nretry: 10\ndata: a\ndata:b\n\n")).toEqual([{ event: "message", data: "a\nb" }]);
    expect(createSseParser()("event: chunk\ndata: x")).toEqual([]);
  });
});

function stream(parts: string[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "content-type": "text/event-stream" } });
}

const DONE = { message: "Hello", suggestions: ["More"], actions: [], conversationId: null };

describe("streamChat", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands each chunk over as it comes and resolves with the final reply", async () => {
    const fetchMock = vi.fn(async () =>
      stream([
        'event: chunk\ndata: {"text":"Hel"}\n\nevent: ch',
        'unk\ndata: {"text":"lo"}\n\n',
        `event: done\ndata: ${JSON.stringify(DONE)}\n\n`,
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    const chunks: string[] = [];
    const reply = await streamChat({ message: "hi" }, { onChunk: (text) => chunks.push(text) });
    expect(chunks).toEqual(["Hel", "lo"]);
    expect(reply).toEqual(DONE);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("accept")).toBe("text/event-stream");
  });

  it("rejects an error event with the ApiError apiRequest would throw", async () => {
    const body = { code: "RATE_LIMITED", message: "Slow down", messageKey: "errors.rateLimited", errors: {} };
    vi.stubGlobal("fetch", async () =>
      stream(['event: chunk\ndata: {"text":"Hi"}\n\n', `event: error\ndata: ${JSON.stringify(body)}\n\n`]),
    );
    const error = await streamChat({ message: "hi" }, { onChunk: () => undefined }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", messageKey: "errors.rateLimited" });
  });

  it("rejects a non-2xx answer, a stream that ends without its final event, and a lost connection", async () => {
    const body = { code: "PAYLOAD_TOO_LARGE", message: "Too long", messageKey: "assistantApi.tooLong", errors: {} };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 413 }));
    await expect(streamChat({ message: "x" }, { onChunk: () => undefined })).rejects.toMatchObject({
      status: 413,
      messageKey: "assistantApi.tooLong",
    });
    vi.stubGlobal("fetch", async () => stream(['event: chunk\ndata: {"text":"Hal"}\n\n']));
    await expect(streamChat({ message: "x" }, { onChunk: () => undefined })).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(streamChat({ message: "x" }, { onChunk: () => undefined })).rejects.toMatchObject({ status: 0 });
  });

  it("takes a JSON answer whole when the server did not stream", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify(DONE), { headers: { "content-type": "application/json" } }),
    );
    const chunks: string[] = [];
    expect(await streamChat({ message: "hi" }, { onChunk: (text) => chunks.push(text) })).toEqual(DONE);
    expect(chunks).toEqual(["Hello"]);
  });
});
