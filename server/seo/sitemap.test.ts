import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCompany, insertJob } from "../test/factories";
import type { THonoEnv } from "../context";
import { companies, jobs, sitePages } from "../db/schema";
import { createClient, createTestApp } from "../test/test-app";
import { buildRobotsTxt } from "./robots";
import { createSeoRoutes } from "./router";
import { buildPagesSitemap, buildSitemap, buildUrlSetXml, escapeXml, STATIC_SITEMAP_PATHS } from "./sitemap";

const PUBLIC_URL = "https://jobs.example.com";
const HOUR_MS = 60 * 60 * 1000;

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.context.db.delete(jobs);
  await harness.context.db.delete(companies);
  await harness.context.db.delete(sitePages);
});

/** The SEO routes with a small page size, so the index needs a handful of jobs, not 50,000. */
function smallSitemapApp(maxUrls: number) {
  return new Hono<THonoEnv>()
    .use(async (c, next) => {
      c.set("app", harness.context);
      await next();
    })
    .route("/", createSeoRoutes({ maxUrls }));
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** A page's absolute URLs in English, Arabic and French, in the sitemap's order. */
function inEachLanguage(path: string): string[] {
  const prefixed = (language: string) => (path === "/" ? `/${language}` : `/${language}${path}`);
  return [path, prefixed("ar"), prefixed("fr")].map((each) => `${PUBLIC_URL}${each}`);
}

const LANGUAGES = 3;

/** Well-formed enough for a crawler: one root, every element closed, no bare ampersand. */
function expectWellFormed(xml: string, root: "urlset" | "sitemapindex") {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const namespaces =
    root === "urlset"
      ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
      : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  expect(xml).toContain(`<${root} ${namespaces}>`);
  expect(xml.trim().endsWith(`</${root}>`)).toBe(true);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml
    .replace(/<\?xml[^>]*\?>/, "")
    .matchAll(/<(\/?)([a-z:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

describe("sitemap.xml", () => {
  it("lists the public pages and every active, unexpired job with its date, as absolute URLs", async () => {
    const postedAt = new Date("2026-05-01T10:20:30.456Z");
    const active = await insertJob(harness.context.db, { createdAt: postedAt });
    await insertJob(harness.context.db, { status: "draft" });
    await insertJob(harness.context.db, { status: "closed" });
    await insertJob(harness.context.db, { status: "paused" });
    await insertJob(harness.context.db, { status: "expired" });
    await insertJob(harness.context.db, { expiresAt: new Date(Date.now() - HOUR_MS) });

    const response = await createClient(harness.app).get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    expectWellFormed(response.text, "urlset");
    expect(locs(response.text)).toEqual([
      ...STATIC_SITEMAP_PATHS.flatMap(inEachLanguage),
      ...inEachLanguage(`/jobs/${active}`),
    ]);
    for (const url of inEachLanguage(`/jobs/${active}`)) {
      expect(response.text).toContain(`<url><loc>${url}</loc><lastmod>2026-05-01T10:20:30Z</lastmod>`);
    }
  });

  it("lists only pages a search engine may index: not /companies nor /resume-builder", async () => {
    const xml = await buildSitemap(harness.context);
    expect(locs(xml)).toEqual(
      [
        "/",
        "/jobs",
        "/skills-assessment",
        "/ai-agent",
        "/employer-demo",
        "/register",
        "/register-company",
        "/privacy-policy",
        "/terms-of-service",
      ].flatMap(inEachLanguage),
    );
    for (const path of ["/companies", "/resume-builder", "/login", "/dashboard"]) {
      expect(xml).not.toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
  });

  it("becomes an index of /sitemap-pages.xml and /sitemap-jobs-{n}.xml past the URL limit", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 7; index++) ids.push(await insertJob(harness.context.db));
    await insertJob(harness.context.db, { status: "closed" });
    // Three pages a file: each is three URLs, one per language.
    const app = smallSitemapApp(3 * LANGUAGES);

    const index = await app.request("/sitemap.xml");
    const indexXml = await index.text();
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expectWellFormed(indexXml, "sitemapindex");
    expect(locs(indexXml)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-jobs-1.xml`,
      `${PUBLIC_URL}/sitemap-jobs-2.xml`,
      `${PUBLIC_URL}/sitemap-jobs-3.xml`,
    ]);

    const pages = await (await app.request("/sitemap-pages.xml")).text();
    expectWellFormed(pages, "urlset");
    expect(locs(pages)).toEqual(STATIC_SITEMAP_PATHS.flatMap(inEachLanguage));

    const listed: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await app.request(`/sitemap-jobs-${page}.xml`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expectWellFormed(xml, "urlset");
      expect(locs(xml).length).toBe((page === 3 ? 1 : 3) * LANGUAGES);
      listed.push(...locs(xml));
    }
    expect(listed).toEqual(ids.flatMap((id) => inEachLanguage(`/jobs/${id}`)));
    // Past the last page there is nothing to serve (in the real app: the 404 page).
    expect((await app.request("/sitemap-jobs-4.xml")).status).toBe(404);
    expect((await app.request("/sitemap-jobs-0.xml")).status).toBe(404);
  });

  it("stays one file exactly at the limit, counting the static pages in every language", async () => {
    for (let index = 0; index < 2; index++) await insertJob(harness.context.db);
    const urls = (STATIC_SITEMAP_PATHS.length + 2) * LANGUAGES;
    const atLimit = await buildSitemap(harness.context, { maxUrls: urls });
    expect(atLimit).toContain("<urlset");
    expect(locs(atLimit)).toHaveLength(urls);
    const overLimit = await buildSitemap(harness.context, { maxUrls: urls - 1 });
    expect(overLimit).toContain("<sitemapindex");
  });

  it("lists the published content pages with their dates, never a draft", async () => {
    const updatedAt = new Date("2026-06-02T08:00:00.000Z");
    await harness.context.db.insert(sitePages).values([
      { slug: "contact", title: "Contact", body: "Write to us", isPublished: true, updatedAt },
      { slug: "draft-page", title: "Draft", body: "Not yet", isPublished: false },
    ]);
    const xml = await buildSitemap(harness.context);
    expectWellFormed(xml, "urlset");
    for (const url of inEachLanguage("/pages/contact")) {
      expect(xml).toContain(`<url><loc>${url}</loc><lastmod>2026-06-02T08:00:00Z</lastmod>`);
    }
    expect(xml).not.toContain("draft-page");
    const pagesXml = await buildPagesSitemap(harness.context);
    expect(locs(pagesXml)).toEqual([
      ...STATIC_SITEMAP_PATHS.flatMap(inEachLanguage),
      ...inEachLanguage("/pages/contact"),
    ]);
    // The index counts them: one more page than the static pages tips it over.
    expect(await buildSitemap(harness.context, { maxUrls: STATIC_SITEMAP_PATHS.length * LANGUAGES })).toContain(
      "<sitemapindex",
    );
  });

  it("lists every company's page at its current slug, a company without listed jobs too", async () => {
    const hiring = await insertCompany(harness.context.db, { name: "Nimbus Cloud & Co" });
    const quiet = await insertCompany(harness.context.db, { name: "Ünal Ltd", isDemo: true });
    const job = await insertJob(harness.context.db, { companyId: hiring, company: "Nimbus Cloud & Co" });
    await insertJob(harness.context.db, { companyId: quiet, company: "Ünal Ltd", status: "closed" });

    const xml = (await createClient(harness.app).get("/sitemap.xml")).text;
    expectWellFormed(xml, "urlset");
    expect(locs(xml)).toEqual([
      ...STATIC_SITEMAP_PATHS.flatMap(inEachLanguage),
      ...inEachLanguage(`/companies/${hiring}-nimbus-cloud-co`),
      ...inEachLanguage(`/companies/${quiet}-unal-ltd`),
      ...inEachLanguage(`/jobs/${job}`),
    ]);
    // The directory itself stays out: it asks visitors to sign in.
    expect(xml).not.toContain(`<loc>${PUBLIC_URL}/companies</loc>`);
  });

  it("gives the company pages files of their own in the index, past the URL limit", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 4; index++) {
      ids.push(await insertCompany(harness.context.db, { name: `Company ${index + 1}` }));
    }
    const job = await insertJob(harness.context.db);
    const app = smallSitemapApp(3 * LANGUAGES);

    const indexXml = await (await app.request("/sitemap.xml")).text();
    expectWellFormed(indexXml, "sitemapindex");
    expect(locs(indexXml)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-companies-1.xml`,
      `${PUBLIC_URL}/sitemap-companies-2.xml`,
      `${PUBLIC_URL}/sitemap-jobs-1.xml`,
    ]);
    const listed: string[] = [];
    for (const page of [1, 2]) {
      const response = await app.request(`/sitemap-companies-${page}.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const xml = await response.text();
      expectWellFormed(xml, "urlset");
      listed.push(...locs(xml));
    }
    expect(listed).toEqual(ids.flatMap((id, index) => inEachLanguage(`/companies/${id}-company-${index + 1}`)));
    expect(locs(await (await app.request("/sitemap-jobs-1.xml")).text())).toEqual(inEachLanguage(`/jobs/${job}`));
    expect((await app.request("/sitemap-companies-3.xml")).status).toBe(404);
    expect((await app.request("/sitemap-companies-0.xml")).status).toBe(404);
  });

  it("lists a page in each language, each entry naming all of them as hreflang alternates, English as x-default", async () => {
    const job = await insertJob(harness.context.db);
    const xml = await buildSitemap(harness.context);
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    const alternates = (path: string) => {
      const [en, ar, fr] = inEachLanguage(path);
      return [
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
        `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>`,
        `<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
      ].join("");
    };
    for (const path of ["/", "/jobs", `/jobs/${job}`]) {
      const own = entries.filter((entry) => inEachLanguage(path).some((url) => entry.startsWith(`<loc>${url}</loc>`)));
      expect(own, path).toHaveLength(LANGUAGES);
      for (const entry of own) expect(entry.endsWith(alternates(path)), entry).toBe(true);
    }
    expect(entries.every((entry) => (entry.match(/<xhtml:link /g) ?? []).length === LANGUAGES + 1)).toBe(true);
  });

  it("escapes what XML cannot hold as text, in the alternates too", () => {
    const xml = buildUrlSetXml([{ path: "/pages/a&b" }], PUBLIC_URL);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/ar/pages/a&amp;b</loc>`);
    expect(xml).toContain(`hreflang="fr" href="${PUBLIC_URL}/fr/pages/a&amp;b"/>`);
    expectWellFormed(xml, "urlset");
  });

  it("escapes what XML cannot hold as text", () => {
    expect(escapeXml(`/a?b=1&c=<2>"'`)).toBe("/a?b=1&amp;c=&lt;2&gt;&quot;&apos;");
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps private areas out and points at the sitemap", async () => {
    const response = await createClient(harness.app).get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    expect(response.text).toBe(buildRobotsTxt(PUBLIC_URL));
    const lines = response.text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/dashboard", "/settings", "/admin"]) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ["/ar/dashboard", "/fr/settings", "/ar/messages", "/fr/admin"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /ar/api/");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
