// A small OpenAI-compatible server for tests, on 127.0.0.1 and a free port: /v1/chat/completions
// (streamed as server-sent events when the request asks) and /v1/embeddings. Each request takes the
// next scripted reply, or the fallback once the script is used up; every request is recorded. A
// reply can also hang, be huge, or break off (the socket destroyed after a few chunks).
// Embeddings are a toy vector per text ([length, index, 1]) unless setEmbedder gives a function
// (bench/stand-in-embedding.ts through eval-match, decision 029).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TFakeReply =
  /** A completion with this text (streamed in a few chunks when the request says stream: true). */
  | { kind: "text"; text: string }
  /** An error status with an OpenAI-style error body, and retry-after-ms when given. */
  | { kind: "status"; status: number; retryAfterMs?: number }
  /** A 200 whose body is this text as it is (malformed JSON, say). */
  | { kind: "raw"; body: string }
  /** A 200 of about this many bytes, sent in 64 kB chunks with no Content-Length. */
  | { kind: "huge"; bytes: number }
  /** Headers and nothing more, never finished. */
  | { kind: "hang" }
  /** The first words of this text (streamed, or the start of a JSON body), then the socket is destroyed. */
  | { kind: "break"; text: string };

export interface TFakeRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const completion = (text: string) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "fake-model",
  choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (delta: Record<string, string>, finishReason: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Writes `bytes` bytes of a JSON string in chunks, stopping when the client goes. */
async function writeHuge(response: ServerResponse, bytes: number, isStream: boolean, onClosedEarly: () => void) {
  const piece = "x".repeat(64 * 1024);
  let written = 0;
  let isGone = false;
  response.on("close", () => {
    if (!response.writableEnded) onClosedEarly();
    isGone = true;
  });
  if (!isStream)
    response.write(
      '{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"',
    );
  while (written < bytes && !isGone) {
    const text = isStream ? chunk({ content: piece }, null) : piece;
    written += text.length;
    if (!response.write(text)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off("drain", done).off("close", done);
          resolve();
        };
        response.on("drain", done).on("close", done);
      });
    }
  }
  if (!isGone) response.end(isStream ? "data: [DONE]\n\n" : '"},"finish_reason":"stop"}]}');
}

export async function startFakeOpenAiServer() {
  const script: TFakeReply[] = [];
  let fallback: TFakeReply = { kind: "text", text: "Hello from the fake model." };
  const requests: TFakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let closedEarly = 0;
  let embedder: ((texts: string[]) => number[][]) | null = null;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? "";
    requests.push({ path, authorization: request.headers.authorization, body });
    if (path === "/v1/embeddings") {
      const inputs = (body.input as string[]) ?? [];
      const vectors = embedder ? embedder(inputs) : inputs.map((text, index) => [text.length, index, 1]);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "list",
          model: "fake-model",
          data: vectors.map((embedding, index) => ({ object: "embedding", index, embedding })),
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
      return;
    }
    if (path !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const reply = script.shift() ?? fallback;
    const isStream = body.stream === true;
    switch (reply.kind) {
      case "status":
        response.writeHead(reply.status, {
          "content-type": "application/json",
          ...(reply.retryAfterMs !== undefined ? { "retry-after-ms": String(reply.retryAfterMs) } : {}),
        });
        response.end(JSON.stringify({ error: { message: `fake ${reply.status}`, type: "fake_error", code: null } }));
        return;
      case "raw":
        response.writeHead(200, { "content-type": "application/json" });
        response.end(reply.body);
        return;
      case "hang":
        response.writeHead(200, { "content-type": isStream ? "text/event-stream" : "application/json" });
        response.flushHeaders();
        hanging.add(response);
        response.on("close", () => hanging.has(response) && (closedEarly += 1));
        return;
      case "huge":
        response.writeHead(200, { "content-type": isStream ? "text/event-stream" : "application/json" });
        await writeHuge(response, reply.bytes, isStream, () => (closedEarly += 1));
        return;
      case "break": {
        const words = reply.text.match(/\S+\s*/g) ?? [];
        response.writeHead(200, { "content-type": isStream ? "text/event-stream" : "application/json" });
        if (isStream) for (const word of words.slice(0, 3)) response.write(chunk({ content: word }, null));
        else response.write(JSON.stringify(completion(reply.text)).slice(0, 40));
        // Let the written part reach the client before the connection goes.
        await new Promise((resolve) => setTimeout(resolve, 20));
        response.destroy();
        return;
      }
      case "text":
        if (!isStream) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify(completion(reply.text)));
          return;
        }
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        response.write(chunk({ role: "assistant", content: "" }, null));
        for (const word of reply.text.match(/\S+\s*/g) ?? []) response.write(chunk({ content: word }, null));
        response.write(chunk({}, "stop"));
        response.end("data: [DONE]\n\n");
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next requests' replies, in order. */
    script(...replies: TFakeReply[]) {
      script.splice(0, script.length, ...replies);
      closedEarly = 0;
    },
    /** How many large or hanging replies the client stopped reading before their end (reset by script()). */
    closedEarly: () => closedEarly,
    /** How /v1/embeddings turns texts into vectors; null for the toy vectors. */
    setEmbedder(embed: ((texts: string[]) => number[][]) | null) {
      embedder = embed;
    },
    /** The reply once the script is used up. */
    setFallback(reply: TFakeReply) {
      fallback = reply;
    },
    async close() {
      const open = [...hanging];
      hanging.clear();
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TFakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
