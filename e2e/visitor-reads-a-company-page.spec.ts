// A visitor reads a job, follows "About {company}" to the company's public page, sees who the
// company is and its open jobs, and opens one (docs/product.md#companies). Search engines read the
// same page without JavaScript: one Organization in JSON-LD, an old slug redirected, the sitemap.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { companies, jobs } from "../server/db/schema";
import { launchBrowser } from "./support/browser";
import { openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const HOUR_MS = 60 * 60 * 1000;
const NAME = "Nimbus Cloud & Co";

let server: TRunningServer;
let browser: Browser;
let dataDir: string;
const ids = { nimbus: 0, quiet: 0, newer: 0, older: 0 };

/** The server's database before it starts: a company with a full profile and jobs in every state, and one with none. */
async function prepareDatabase(directory: string) {
  const template = inject("e2eDataDirTemplate");
  if (template) fs.cpSync(path.join(template, "pg"), path.join(directory, "pg"), { recursive: true });
  const handle = await openDatabase({ dataDir: directory });
  try {
    const [nimbus, quiet] = await handle.db
      .insert(companies)
      .values([
        {
          name: NAME,
          industry: "Technology",
          size: "51-200",
          country: "Germany",
          city: "Berlin",
          website: "https://nimbus.example.com",
          description: "We build quiet clouds for loud teams.\nSince 2004, in Berlin.\n\n<b>Bold claims</b> stay text.",
          foundedYear: 2004,
          socialLinks: { linkedin: "https://www.linkedin.com/company/nimbus-cloud", x: "https://x.com/nimbuscloud" },
          contactName: "Nina Contact",
        },
        { name: "Quiet Corner" },
      ])
      .returning({ id: companies.id });
    ids.nimbus = nimbus.id;
    ids.quiet = quiet.id;
    const now = Date.now();
    const job = (title: string, values: Partial<typeof jobs.$inferInsert> = {}) => ({
      title,
      company: NAME,
      companyId: nimbus.id,
      description: `${title} at Nimbus.`,
      location: "Berlin, Germany",
      country: "Germany",
      city: "Berlin",
      workType: "hybrid" as const,
      createdAt: new Date(now - HOUR_MS),
      expiresAt: new Date(now + 20 * 24 * HOUR_MS),
      ...values,
    });
    const rows = await handle.db
      .insert(jobs)
      .values([
        job("Platform Engineer"),
        job("Site Reliability Engineer", { createdAt: new Date(now - 72 * HOUR_MS), employmentType: "contract" }),
        job("Secret Draft Role", { status: "draft" }),
        job("Closed Role", { status: "closed" }),
        job("Expired Role", { expiresAt: new Date(now - HOUR_MS) }),
      ])
      .returning({ id: jobs.id });
    ids.newer = rows[0].id;
    ids.older = rows[1].id;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-company-page-"));
  await prepareDatabase(dataDir);
  server = await startServer({ env: { DATA_DIR: dataDir } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const pagePath = () => `/companies/${ids.nimbus}-nimbus-cloud-co`;

async function getHtml(pathname: string) {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    headers: { "user-agent": BROWSER_UA },
    redirect: "manual",
  });
  return { response, html: await response.text() };
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Record<string, unknown>,
  );
}

describe("the company page without JavaScript", () => {
  it("is complete HTML with exactly one Organization whose URLs are absolute", async () => {
    const { response, html } = await getHtml(pagePath());
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Nimbus Cloud &amp; Co<\/h1>/);
    expect(html).toContain("<title>Nimbus Cloud &amp; Co: Company Profile and Open Jobs | Hirewise</title>");
    expect(html).toContain('<meta name="robots" content="index, follow"');
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}${pagePath()}"`);
    // The description is text: its markup shows, its line breaks are kept.
    expect(html).toContain("&lt;b&gt;Bold claims&lt;/b&gt; stay text.");
    expect(html).not.toContain("<b>Bold claims</b>");
    expect(html).not.toContain("Nina Contact");
    expect(html).not.toContain("Secret Draft Role");

    const organizations = jsonLdBlocks(html).filter((block) => block["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: NAME,
      url: `${server.baseUrl}${pagePath()}`,
      logo: `${server.baseUrl}/api/companies/${ids.nimbus}/logo`,
      description: expect.stringContaining("We build quiet clouds"),
      foundingDate: "2004",
      address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" },
      sameAs: [
        "https://nimbus.example.com/",
        "https://www.linkedin.com/company/nimbus-cloud",
        "https://x.com/nimbuscloud",
      ],
    });
    // Every URL in it is absolute and answers.
    const logo = await fetch(organizations[0].logo as string);
    expect(logo.status).toBe(200);
  });

  it("answers an old or missing slug with 308 to the current one, keeping the query string", async () => {
    for (const [from, to] of [
      [`/companies/${ids.nimbus}-old-name?ref=mail&x=1`, `${pagePath()}?ref=mail&x=1`],
      [`/companies/${ids.nimbus}`, pagePath()],
    ]) {
      const { response } = await getHtml(from);
      expect(response.status, from).toBe(308);
      const location = new URL(response.headers.get("location") ?? "", server.baseUrl);
      expect(`${location.pathname}${location.search}`).toBe(to);
    }
  });

  it("answers no company with the 404 page", async () => {
    for (const pathname of ["/companies/987654321-nobody", "/companies/0-zero", "/companies/abc"]) {
      const { response, html } = await getHtml(pathname);
      expect(response.status, pathname).toBe(404);
      expect(html).toContain("404 Page Not Found");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("is in the sitemap, as is the page of a company with no open job", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.baseUrl}${pagePath()}</loc>`);
    expect(sitemap).toContain(`<loc>${server.baseUrl}/companies/${ids.quiet}-quiet-corner</loc>`);
  });
});

describe.each<TViewportName>(["phone", "desktop"])("a visitor reads a company page (%s)", (viewport) => {
  it("goes from a job's About section to the company page, sees its open jobs and opens one", async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(`${server.baseUrl}/jobs/${ids.older}`);
      const about = page.getByRole("region", { name: `About ${NAME}` });
      await about.getByRole("link", { name: `View company page of ${NAME}` }).click();
      await page.waitForURL(`${server.baseUrl}${pagePath()}`);
      await page.getByRole("heading", { level: 1, name: NAME }).waitFor();

      const facts = page.getByRole("complementary", { name: "Company facts" });
      await expect(facts.getByText("51-200 employees").isVisible()).resolves.toBe(true);
      await expect(facts.getByText("Berlin, Germany").isVisible()).resolves.toBe(true);
      await expect(facts.getByText("2004").isVisible()).resolves.toBe(true);
      const linkedin = facts.getByRole("link", { name: /^LinkedIn, Nimbus Cloud & Co on LinkedIn/ });
      expect(await linkedin.getAttribute("href")).toBe("https://www.linkedin.com/company/nimbus-cloud");
      expect(await linkedin.getAttribute("target")).toBe("_blank");
      expect(await linkedin.getAttribute("rel")).toContain("noopener noreferrer");

      // Its listed jobs, newest first; drafts, closed and expired jobs are not there.
      const openJobs = page.getByRole("region", { name: `Open jobs at ${NAME}` });
      const titles = await openJobs.getByRole("heading", { level: 3 }).allTextContents();
      expect(titles).toEqual(["Platform Engineer", "Site Reliability Engineer"]);
      await expect(page.getByText("2 open jobs").isVisible()).resolves.toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "company-page");

      await openJobs.getByRole("link", { name: "Platform Engineer" }).click();
      await page.waitForURL(`${server.baseUrl}/jobs/${ids.newer}`);
      await page.getByRole("heading", { level: 1, name: "Platform Engineer" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows a company with no open job, with a way on", async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(`${server.baseUrl}/companies/${ids.quiet}-quiet-corner`);
      await page.getByRole("heading", { level: 1, name: "Quiet Corner" }).waitFor();
      await page.getByRole("heading", { name: "No open jobs right now" }).waitFor();
      await expect(page.getByText("Quiet Corner has not added a description yet.").isVisible()).resolves.toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "company-page-no-jobs");
      await page.getByRole("link", { name: "Browse Jobs" }).click();
      await page.waitForURL(`${server.baseUrl}/jobs`);
    } finally {
      await context.close();
    }
  });
});

describe("links to the company page", () => {
  it("are on the job search's cards and the directory's cards", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await page.goto(`${server.baseUrl}/jobs?company=${encodeURIComponent(NAME)}`);
      const card = page.getByRole("article", { name: "Platform Engineer" });
      await card.getByRole("link", { name: `${NAME}, company page` }).click();
      await page.waitForURL(`${server.baseUrl}${pagePath()}`);

      // The directory is for signed-in users (decision 005); its cards link to the public page.
      await signUpThroughApi(context, server.baseUrl, {
        email: uniqueEmail("company.page"),
        password: "a-long-password-1",
        firstName: "Rea",
        lastName: "Der",
      });
      await page.goto(`${server.baseUrl}/companies`);
      await page
        .getByRole("article", { name: "Quiet Corner" })
        .getByRole("link", { name: "Quiet Corner", exact: true })
        .click();
      await page.waitForURL(`${server.baseUrl}/companies/${ids.quiet}-quiet-corner`);
    } finally {
      await context.close();
    }
  });
});
