import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp } from "../../test/test-app";

// The test app's socket address is 203.0.113.10 (a documentation range the database does not
// place); behind one trusted proxy (TRUST_PROXY=1) the entry that proxy added, the rightmost
// X-Forwarded-For one, is the client.
let direct: Awaited<ReturnType<typeof createTestApp>>;
let proxied: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { TRUST_PROXY: "1" } })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

describe("GET /api/location", () => {
  it("answers none for an address it can't place, without a session, and uncacheable", async () => {
    const response = await createClient(direct.app).get("/api/location");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ source: "none" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const response = await createClient(direct.app).get("/api/location", { "x-forwarded-for": "94.200.0.1" });
    expect(response.json).toEqual({ source: "none" });
  });

  it("places the forwarded client behind a trusted proxy", async () => {
    const response = await createClient(proxied.app).get("/api/location", {
      "x-forwarded-for": "10.0.0.1, 94.200.0.1",
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      source: "ip",
      country: "United Arab Emirates",
      city: "Dubai",
      countryCode: "AE",
      timezone: "Asia/Dubai",
    });
  });

  it("answers the default city of a supported country when the city is not listed", async () => {
    const response = await createClient(proxied.app).get("/api/location", { "x-forwarded-for": "81.2.69.160" });
    expect(response.json).toMatchObject({ source: "ip", country: "United Kingdom", city: "London", countryCode: "GB" });
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["10.20.30.40", "a private address"],
    ["77.88.8.8", "a country we don't serve"],
    ["not-an-ip", "not an address"],
    ["<script>alert(1)</script>", "markup"],
  ])("answers none for %s (%s)", async (forwarded) => {
    const response = await createClient(proxied.app).get("/api/location", { "x-forwarded-for": forwarded });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ source: "none" });
  });
});
