// An SEO configuration reaches the server-rendered head of its page, as a search engine fetches
// it: the title and robots directive appear in the HTML of /jobs, hostile text stays text, an
// inactive configuration changes nothing and deleting one restores the page's own head. The
// score endpoint renders real pages here (the API tests render none): a 5-character title
// lowers the score and names the title check.
import { parse } from "node-html-parser";
import type { TSeoConfiguration, TSeoScore } from "@common/site/seo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TRunningServer } from "./support/server";

const ADMIN = { email: "seo.admin@example.com", password: "seo-journey-2026-pages" };
const TITLE = "Remote and on-site jobs from verified companies today"; // 53 characters
const DESCRIPTION =
  "Browse open roles from companies hiring now: remote, hybrid and on-site jobs, filtered by place, pay and skills, with new listings added every single day.";
const HOSTILE = `Jobs </script><script>alert("owned")</script> & 'quotes' "double"`;

let server: TRunningServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const signIn = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  await server?.stop();
});

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie, origin: server.baseUrl, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** The head of a page as a signed-out visitor (a crawler) gets it. */
async function headOf(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = parse(html);
  const meta = (attribute: string, value: string) =>
    root
      .querySelectorAll("meta")
      .find((tag) => tag.getAttribute(attribute) === value)
      ?.getAttribute("content");
  return {
    html,
    title: root.querySelector("title")?.textContent,
    robots: meta("name", "robots"),
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    scripts: root.querySelectorAll("script"),
  };
}

describe("SEO configurations on the rendered page", () => {
  it("puts the configured title and robots into /jobs's HTML, escaped, and takes them out again", async () => {
    const before = await headOf("/jobs");
    expect(before.title).toMatch(/\| Hirewise$/);
    expect(before.robots).toBe("index, follow");

    const created = await api<TSeoConfiguration>("POST", "/api/admin/seo", {
      page: "/jobs",
      title: TITLE,
      description: DESCRIPTION,
      robotsDirective: "noindex,nofollow",
      canonicalUrl: "/jobs",
    });
    expect(created.status).toBe(201);
    const configured = await headOf("/jobs");
    expect(configured.title).toBe(TITLE);
    expect(configured.robots).toBe("noindex, nofollow");
    expect(configured.description).toBe(DESCRIPTION);
    expect(configured.ogTitle).toBe(TITLE);
    expect(configured.canonical).toBe(`${server.baseUrl}/jobs`);
    // Another page keeps its own head, and so does the same page in Arabic or French: the
    // configuration is written for the English page.
    expect((await headOf("/privacy-policy")).title).not.toBe(TITLE);
    for (const path of ["/ar/jobs", "/fr/jobs"]) {
      const translated = await headOf(path);
      expect(translated.title, path).not.toBe(TITLE);
      expect(translated.robots, path).toBe("index, follow");
      expect(translated.canonical, path).toBe(`${server.baseUrl}${path}`);
    }

    // Hostile text stays text: in the title, the attributes and the data the page hydrates with.
    const hostile = await api<TSeoConfiguration>("PUT", `/api/admin/seo/${created.json.id}`, {
      page: "/jobs",
      title: HOSTILE,
      description: HOSTILE,
      ogTitle: HOSTILE,
    });
    expect(hostile.status).toBe(200);
    const escaped = await headOf("/jobs");
    expect(escaped.title).toBe(HOSTILE);
    expect(escaped.description).toBe(HOSTILE);
    expect(escaped.ogTitle).toBe(HOSTILE);
    expect(escaped.html).not.toContain(`<script>alert("owned")</script>`);
    expect(escaped.scripts.some((script) => script.rawText.includes(`<script>alert`))).toBe(false);

    const inactive = await api("PUT", `/api/admin/seo/${created.json.id}`, {
      page: "/jobs",
      title: TITLE,
      isActive: false,
    });
    expect(inactive.status).toBe(200);
    expect((await headOf("/jobs")).title).toBe(before.title);

    await api("PUT", `/api/admin/seo/${created.json.id}`, {
      page: "/jobs",
      title: TITLE,
      robotsDirective: "noindex,follow",
    });
    expect((await headOf("/jobs")).robots).toBe("noindex, follow");
    expect((await api("DELETE", `/api/admin/seo/${created.json.id}`)).status).toBe(200);
    const after = await headOf("/jobs");
    expect(after.title).toBe(before.title);
    expect(after.robots).toBe("index, follow");
  });

  it("scores the rendered page, and a 5-character title lowers the score and names the title check", async () => {
    const good = await api<TSeoScore>("GET", "/api/admin/seo/score?path=/jobs");
    expect(good.status).toBe(200);
    expect(good.json.path).toBe("/jobs");
    expect(good.json.checks.map((check) => check.key)).toEqual([
      "title",
      "description",
      "h1",
      "canonical",
      "robots",
      "jsonLd",
      "imageAlt",
      "openGraph",
    ]);
    expect(good.json.checks.find((check) => check.key === "h1")?.status).toBe("passed");
    expect(good.json.checks.find((check) => check.key === "canonical")?.status).toBe("passed");

    const created = await api<TSeoConfiguration>("POST", "/api/admin/seo", {
      page: "/jobs",
      title: TITLE,
      description: DESCRIPTION,
    });
    const tuned = await api<TSeoScore>("GET", "/api/admin/seo/score?path=/jobs");
    expect(tuned.json.checks.find((check) => check.key === "title")).toMatchObject({ status: "passed", detail: TITLE });
    expect(tuned.json.checks.find((check) => check.key === "description")?.status).toBe("passed");

    await api("PUT", `/api/admin/seo/${created.json.id}`, { page: "/jobs", title: "Jobs!", description: DESCRIPTION });
    const broken = await api<TSeoScore>("GET", "/api/admin/seo/score?path=/jobs");
    expect(broken.json.checks.find((check) => check.key === "title")).toMatchObject({
      status: "warning",
      messageKey: "seoApi.checks.title.short",
      values: { length: 5 },
    });
    expect(broken.json.score).toBeLessThan(tuned.json.score);
    await api("DELETE", `/api/admin/seo/${created.json.id}`);

    const unknown = await api<{ errors: Record<string, string> }>("GET", "/api/admin/seo/score?path=/no-such-page");
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ path: "seoApi.errors.unknownPage" });
    const signedInOnly = await api<{ errors: Record<string, string> }>("GET", "/api/admin/seo/score?path=/companies");
    expect(signedInOnly.status).toBe(400);
    expect(signedInOnly.json.errors).toEqual({ path: "seoApi.errors.signedInOnly" });
  });
});
