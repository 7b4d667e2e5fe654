import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { countRows, seekerInput } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

// PUBLIC_URL is http://localhost:3000 in tests.
let harness: Awaited<ReturnType<typeof createTestApp>>;
const account = seekerInput();

beforeAll(async () => {
  harness = await createTestApp();
  expect((await createClient(harness.app).post("/api/auth/register", account)).status).toBe(201);
});
afterAll(async () => {
  await harness?.close();
});

const CROSS_ORIGINS = [
  "https://evil.example",
  "http://localhost:3001",
  "https://localhost:3000",
  "http://localhost:3000.evil.example",
  "null",
];

describe("mutating requests from another origin", () => {
  it.each(CROSS_ORIGINS)("refuses register from Origin %s with 403, storing nothing", async (origin) => {
    const before = await countRows(harness.context);
    const response = await createClient(harness.app).post("/api/auth/register", seekerInput(), { origin });
    expectErrorContract(response, 403);
    expect(response.json).toEqual(errorBodyOf("FORBIDDEN", "errors.crossOrigin"));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countRows(harness.context)).toEqual(before);
  });

  it.each(CROSS_ORIGINS)("refuses login from Origin %s with 403, setting no cookie", async (origin) => {
    const response = await createClient(harness.app).post(
      "/api/auth/login",
      { email: account.email, password: account.password },
      { origin },
    );
    expectErrorContract(response, 403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses logout from another origin, and the session survives", async () => {
    const client = createClient(harness.app);
    await client.post("/api/auth/login", { email: account.email, password: account.password });
    const response = await client.post("/api/auth/logout", undefined, { origin: "https://evil.example" });
    expectErrorContract(response, 403);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });

  it("refuses a request without Origin that the browser marks Sec-Fetch-Site: cross-site", async () => {
    const response = await createClient(harness.app).post(
      "/api/auth/login",
      { email: account.email, password: account.password },
      { "sec-fetch-site": "cross-site" },
    );
    expectErrorContract(response, 403);
  });

  it.each(["PUT", "PATCH", "DELETE"])("refuses %s from another origin too", async (method) => {
    const response = await harness.app.request("/api/auth/user", {
      method,
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("requests that are allowed", () => {
  it("accepts the origin of PUBLIC_URL", async () => {
    const response = await createClient(harness.app).post(
      "/api/auth/login",
      { email: account.email, password: account.password },
      { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    );
    expect(response.status).toBe(200);
  });

  it("accepts the request's own origin (another host name of the same server)", async () => {
    const response = await harness.app.request("http://10.0.0.5:8080/api/auth/login", {
      method: "POST",
      headers: { host: "10.0.0.5:8080", origin: "http://10.0.0.5:8080", "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status).toBe(200);
  });

  it("does not accept an origin that only matches a forged Host header's scheme", async () => {
    const response = await harness.app.request("http://10.0.0.5:8080/api/auth/login", {
      method: "POST",
      headers: { host: "10.0.0.5:8080", origin: "https://10.0.0.5:8080", "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status).toBe(403);
  });

  it.each([undefined, "same-origin", "same-site", "none"])(
    "accepts a request without Origin (Sec-Fetch-Site: %s), as from curl or a same-origin form",
    async (secFetchSite) => {
      const headers: Record<string, string> = secFetchSite ? { "sec-fetch-site": secFetchSite } : {};
      const response = await createClient(harness.app).post(
        "/api/auth/login",
        { email: account.email, password: account.password },
        headers,
      );
      expect(response.status).toBe(200);
    },
  );

  it("lets reads through from any origin (they change nothing)", async () => {
    const response = await createClient(harness.app).get("/api/auth/user", { origin: "https://evil.example" });
    expect(response.status).toBe(401);
  });
});
