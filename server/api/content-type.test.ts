// A state-changing /api request whose body is not JSON gets 415 (the one error
// body), before any handler reads it; a request without a body (sign out, delete, duplicate)
// passes as before.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodyOf, expectErrorContract } from "../test/expect-error";
import { countRows, createResumeAs, seekerInput, signedInSeeker, type TSignedInClient } from "../test/factories";
import { createClient, createTestApp } from "../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeker: TSignedInClient;
let visitor: ReturnType<typeof createClient>;
let origin: string;

beforeAll(async () => {
  harness = await createTestApp();
  seeker = await signedInSeeker(harness);
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
  visitor = createClient(harness.app, { headers: { origin } });
});
afterAll(async () => {
  await harness?.close();
});

const UNSUPPORTED = errorBodyOf("UNSUPPORTED_MEDIA_TYPE", "requestErrors.unsupportedMediaType");

describe("a body that is not JSON", () => {
  it.each([
    ["text/plain (what a cross-site form can send)", "text/plain;charset=UTF-8"],
    ["a urlencoded form", "application/x-www-form-urlencoded"],
    ["multipart/form-data, which only upload endpoints take", "multipart/form-data; boundary=x"],
    ["a JSON look-alike", "application/jsonp"],
    ["XML", "application/xml"],
  ])("is refused with 415 on registration: %s, and no account is made", async (_label, contentType) => {
    const before = await countRows(harness.context);
    const response = await visitor.post("/api/auth/register", JSON.stringify(seekerInput()), {
      "content-type": contentType,
    });
    expect(expectErrorContract(response, 415)).toEqual(UNSUPPORTED);
    expect(await countRows(harness.context)).toEqual(before);
  });

  it("is refused on every state-changing method, signed in or not", async () => {
    const id = await createResumeAs(seeker);
    const text = { "content-type": "text/plain" };
    const calls = [
      seeker.post("/api/auth/login", '{"email":"a@example.com","password":"whatever-password"}', text),
      seeker.post("/api/saved-jobs", '{"jobId":1}', text),
      seeker.put(`/api/resumes/${id}`, "{}", text),
      seeker.post(`/api/resumes/${id}/duplicate`, "{}", text),
    ];
    for (const response of await Promise.all(calls)) expect(expectErrorContract(response, 415)).toEqual(UNSUPPORTED);
  });

  it("is refused when the body comes without any content type", async () => {
    const response = await harness.app.request("/api/auth/login", {
      method: "POST",
      headers: { origin },
      body: new Blob(['{"email":"a@example.com","password":"whatever-password"}']),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(UNSUPPORTED);
  });
});

describe("what passes", () => {
  it("takes application/json with a charset, in any letter case", async () => {
    const response = await visitor.post("/api/auth/register", JSON.stringify(seekerInput()), {
      "content-type": "Application/JSON; charset=utf-8",
    });
    expect(response.status, response.text).toBe(201);
  });

  it("takes requests without a body: duplicate, delete and sign out", async () => {
    const id = await createResumeAs(seeker);
    const copy = await seeker.post(`/api/resumes/${id}/duplicate`);
    expect(copy.status, copy.text).toBe(201);
    expect((await seeker.delete(`/api/resumes/${copy.json.id}`)).status).toBe(200);
    // A declared empty body is no body, whatever type it names.
    const signOut = await harness.app.request("/api/auth/logout", {
      method: "POST",
      headers: { origin, "content-type": "text/plain", "content-length": "0", cookie: cookieOf(seeker) },
    });
    expect(signOut.status).toBeLessThan(300);
    expect((await seeker.get("/api/auth/user")).status).toBe(401);
  });

  it("leaves reads alone, whatever they send", async () => {
    const response = await seeker.get("/api/jobs", { "content-type": "text/plain" });
    expect(response.status).toBe(200);
  });
});

function cookieOf(client: TSignedInClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe("over HTTP, through the Node adapter", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: harness.app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** One request as Node's client sends it: a DELETE without a body has no Content-Length. */
  function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, headers: options.headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      });
      request.on("error", reject);
      request.end(options.body);
    });
  }

  it("takes a DELETE that sends no body and no Content-Length, as a browser's fetch does", async () => {
    const owner = await signedInSeeker(harness);
    const id = await createResumeAs(owner);
    const response = await send("DELETE", `/api/resumes/${id}`, { headers: { cookie: cookieOf(owner) } });
    expect(response.status, response.text).toBe(200);
  });

  it("refuses a text body sent in chunks", async () => {
    const response = await send("POST", "/api/auth/login", {
      headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
      body: '{"email":"a@example.com","password":"whatever-password"}',
    });
    expect(response.status).toBe(415);
    expect(JSON.parse(response.text)).toEqual(UNSUPPORTED);
  });
});
