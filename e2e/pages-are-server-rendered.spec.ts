import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TRunningServer } from "./support/server";

// Search engines and link previews read the HTML without running JavaScript.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

let server: TRunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server?.stop();
});

async function getPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { "user-agent": BROWSER_UA, ...headers } });
  return { response, html: await response.text() };
}

describe("server-rendered pages", () => {
  it("carry title, description, robots, social tags and canonical link in the HTML", async () => {
    const { response, html } = await getPage("/");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<title>[^<]*Hirewise[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toContain('<meta name="robots" content="index, follow"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Hirewise/);
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/"`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<html lang="en" dir="ltr"');
  });

  it("give the Arabic page its language, direction, own canonical and the page in every language", async () => {
    const { response, html } = await getPage("/ar/jobs");
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/ar/jobs"`);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, language, href]) => [
        language,
        href,
      ]),
    );
    expect(alternates).toEqual({
      en: `${server.baseUrl}/jobs`,
      ar: `${server.baseUrl}/ar/jobs`,
      fr: `${server.baseUrl}/fr/jobs`,
      "x-default": `${server.baseUrl}/jobs`,
    });
    expect(html).toContain('<meta property="og:locale" content="ar_AR"');
    const english = await getPage("/jobs");
    expect(english.html).toContain('<html lang="en" dir="ltr"');
    expect(english.html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="ar" href="${server.baseUrl}/ar/jobs"`, "i"),
    );
  });

  it("list each page in every language in the sitemap, with its alternates", async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/jobs", "/ar/jobs", "/fr/jobs"]) expect(xml).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${server.baseUrl}/ar/jobs"/>`);
  });

  it("link an icon, and answer the browsers that ask for /favicon.ico", async () => {
    const { html } = await getPage("/jobs");
    expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon.ico" sizes="32x32"\/?>/);
    expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon.svg" type="image\/svg\+xml"\/?>/);
    for (const [file, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
    ]) {
      const response = await fetch(`${server.baseUrl}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toContain(type);
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
  });

  it("mark pages that opt out of indexing as noindex", async () => {
    const { response, html } = await getPage("/this-page-does-not-exist");
    expect(response.status).toBe(404);
    expect(html).toContain("404 Page Not Found");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("send security headers, and run no script without the response's nonce", async () => {
    const { response, html } = await getPage("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const executableScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(executableScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of executableScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("add HSTS when served over HTTPS behind a trusted proxy", async () => {
    const { response } = await getPage("/", { "x-forwarded-proto": "https" });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("answer unknown API paths with a JSON 404, not the app", async () => {
    const response = await fetch(`${server.baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      code: "NOT_FOUND",
      message: "No API endpoint at this address",
      messageKey: "errors.apiNotFound",
      errors: {},
    });
  });
});
