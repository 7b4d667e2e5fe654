// The built client's files (/assets/*, the favicon, fonts) carry the pages'
// security headers, X-Content-Type-Options: nosniff first, and keep their caching.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE, serveStaticFiles, STATIC_FILE_CACHE } from "./static-files";

let directory: string;

/** The production server's front: the static files, then the app (here a stand-in). */
function server(isHttps: boolean) {
  const app = new Hono();
  serveStaticFiles(app, { directory, isHttps });
  app.all("*", (c) => c.text("the app"));
  return app;
}

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-static-"));
  fs.mkdirSync(path.join(directory, "assets"));
  fs.writeFileSync(path.join(directory, "assets/root-Bx7a9.js"), "export const x = 1;\n");
  fs.writeFileSync(path.join(directory, "assets/inter-latin-400.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  fs.writeFileSync(path.join(directory, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
});
afterAll(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("a static file", () => {
  it.each([
    ["a script under /assets", "/assets/root-Bx7a9.js", IMMUTABLE_CACHE, /javascript/],
    ["a font under /assets", "/assets/inter-latin-400.woff2", IMMUTABLE_CACHE, /font\/woff2/],
    ["the favicon", "/favicon.svg", STATIC_FILE_CACHE, /image\/svg\+xml/],
  ])("%s carries the security headers and its caching", async (_label, url, cacheControl, type) => {
    const response = await server(false).request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(type);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // A file runs nothing: an SVG opened on its own cannot run a script.
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(response.headers.get("content-security-policy")).not.toMatch(/script-src/);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("says Strict-Transport-Security on an https site", async () => {
    const response = await server(true).request("/assets/root-Bx7a9.js");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("a path that is no file", () => {
  it.each(["/jobs", "/assets/missing-1234.js", "/"])("%s goes on to the app, untouched", async (url) => {
    const response = await server(true).request(url);
    expect(await response.text()).toBe("the app");
    expect(response.headers.get("x-content-type-options")).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
