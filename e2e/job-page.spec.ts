import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { companies, jobs } from "../server/db/schema";
import { seedDemoData } from "../server/db/seed/seed-demo";
import { createLogger } from "../server/lib/logger";
import { testEnv } from "../server/test/test-app";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

// Search engines and link previews read the HTML without running JavaScript.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const HOSTILE = '</script><script>alert(1)</script><!-- & "quoted"';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TRunningServer;
let browser: Browser;
let dataDir: string;
const ids = { open: 0, hostile: 0, expired: 0, closed: 0 };

/**
 * The server's database prepared before it starts: the demo data, plus jobs the demo does not
 * have (hostile text, an expired and a closed listing). The server then finds data and does
 * not seed again.
 */
async function prepareDatabase(directory: string) {
  const handle = await openDatabase({ dataDir: directory });
  try {
    const context = { db: handle.db, env: testEnv(), logger: createLogger("silent") };
    await seedDemoData(context);
    const [company] = await handle.db.select().from(companies).where(eq(companies.isDemo, true)).limit(1);
    const base = {
      company: company.name,
      companyId: company.id,
      location: `${company.city}, ${company.country}`,
      country: company.country ?? "United States",
      city: company.city,
      workType: "onsite" as const,
      employmentType: "part-time" as const,
      requirements: ["Kind to robots"],
      benefits: ["Free coffee"],
      salaryMin: 40_000,
      salaryMax: 60_000,
      currency: "USD",
      expiresAt: new Date(Date.now() + 20 * DAY_MS),
    };
    const insert = async (values: Partial<typeof jobs.$inferInsert>) => {
      const [row] = await handle.db
        .insert(jobs)
        .values({ ...base, title: "Robot Whisperer", description: "Talk to robots.", ...values })
        .returning({ id: jobs.id });
      return row.id;
    };
    ids.open = await insert({ title: "Robot Whisperer", description: "Talk to robots.\n\nListen to them too." });
    ids.hostile = await insert({ title: `Engineer ${HOSTILE}`, description: HOSTILE, requirements: [HOSTILE] });
    ids.expired = await insert({
      title: "Expired Robot Whisperer",
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - 10 * DAY_MS),
    });
    ids.closed = await insert({ title: "Closed Robot Whisperer", status: "closed" });
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-job-page-"));
  await prepareDatabase(dataDir);
  server = await startServer({ env: { SEED_DEMO: "1", DATA_DIR: dataDir } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function getHtml(pathname: string) {
  const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { "user-agent": BROWSER_UA } });
  return { status: response.status, html: await response.text() };
}

/** Every JSON-LD block of the page, parsed: a block that breaks out of its script fails here. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Record<string, unknown>,
  );
}

function jobPosting(html: string) {
  return jsonLdBlocks(html).find((block) => block["@type"] === "JobPosting");
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("the job page without JavaScript", () => {
  it("is complete HTML with the job and a JobPosting carrying Google's required fields", async () => {
    const { status, html } = await getHtml(`/jobs/${ids.open}`);
    expect(status).toBe(200);
    // The title is isolated, so its own direction holds on a page of the other direction.
    expect(html).toMatch(/<h1[^>]*><bdi>Robot Whisperer<\/bdi><\/h1>/);
    expect(html).toContain("<title>Robot Whisperer at ");
    expect(html).toContain('<meta name="robots" content="index, follow"');
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/jobs/${ids.open}"`);
    expect(html).toContain("Sign In to Apply");
    expect(html).toContain("Part-time");
    const posting = jobPosting(html);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Robot Whisperer",
      description: expect.stringContaining("<p>Talk to robots.</p>"),
      datePosted: expect.any(String),
      validThrough: expect.any(String),
      employmentType: "PART_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: expect.any(String),
        logo: expect.stringMatching(new RegExp(`^${server.baseUrl}/api/companies/\\d+/logo$`)),
      },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: expect.any(String) } },
      baseSalary: { currency: "USD", value: { minValue: 40_000, maxValue: 60_000, unitText: "YEAR" } },
      identifier: { "@type": "PropertyValue", name: "Hirewise", value: String(ids.open) },
      directApply: true,
      url: `${server.baseUrl}/jobs/${ids.open}`,
    });
    expect(new Date(posting!.validThrough as string).getTime()).toBeGreaterThan(Date.now());
    // The demo company's logo is an image we generate and serve.
    const logo = await fetch((posting!.hiringOrganization as { logo: string }).logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await logo.text()).toMatch(/^<svg /);
  });

  it("reads a demo job written in Arabic right to left, found by an Arabic search", async () => {
    const search = await fetch(`${server.baseUrl}/api/jobs?search=${encodeURIComponent("ممرضة")}`);
    const found = (await search.json()) as { jobs: { id: number; title: string }[] };
    expect(found.jobs.map((job) => job.title)).toContain("ممرض / ممرضة عناية مركزة");
    const { status, html } = await getHtml(`/jobs/${found.jobs[0].id}`);
    expect(status).toBe(200);
    // Each paragraph and list item takes its direction from its own text.
    expect(html).toMatch(/<p dir="auto">مستشفيات نايل كير/);
    expect(html).toMatch(/<li dir="auto"[^>]*>(?:(?!<\/li>)[\s\S])*بكالوريوس التمريض/);
  });

  it("keeps hostile job text as text: no script breaks out of the JSON-LD or the page", async () => {
    const { status, html } = await getHtml(`/jobs/${ids.hostile}`);
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<!-- &");
    const ldScripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, text]) => text,
    );
    for (const text of ldScripts) {
      expect(text).not.toMatch(/<\/?script|<!--/i);
    }
    const posting = jobPosting(html);
    expect(posting?.title).toBe(`Engineer ${HOSTILE}`);
    expect(posting?.description).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--");
    // The visible page shows the text as text.
    expect(html).toContain("Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; ");
  });

  it("keeps an expired or closed job's page, with a banner, noindex and no JobPosting", async () => {
    for (const id of [ids.expired, ids.closed]) {
      const { status, html } = await getHtml(`/jobs/${id}`);
      expect(status).toBe(200);
      expect(html).toContain("This job is no longer accepting applications");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(jobPosting(html)).toBeUndefined();
      expect(html).not.toContain("Sign In to Apply");
    }
  });

  it("answers a job that never existed with the 404 page and HTTP 404", async () => {
    for (const pathname of ["/jobs/987654321", "/jobs/abc", "/jobs/1e3"]) {
      const { status, html } = await getHtml(pathname);
      expect(status).toBe(404);
      expect(html).toContain("404 Page Not Found");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("lists open jobs, and only open jobs, in the sitemap; robots.txt points at it", async () => {
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${server.baseUrl}/jobs/${ids.open}</loc>`);
    expect(xml).not.toContain(`<loc>${server.baseUrl}/jobs/${ids.expired}</loc>`);
    expect(xml).not.toContain(`<loc>${server.baseUrl}/jobs/${ids.closed}</loc>`);
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });
});

describe("a job seeker on the job page", () => {
  it("reads a job at phone and desktop widths", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      const { context, page } = await openPage(browser, viewport);
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(`${server.baseUrl}/jobs/${ids.open}`);
      await page.getByRole("heading", { level: 1, name: "Robot Whisperer" }).waitFor();
      await page.waitForLoadState("networkidle");
      await page.getByRole("link", { name: "Sign In to Apply" }).waitFor();
      await page.getByRole("link", { name: "Sign in to see your match score" }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "job-page");
      await page.goto(`${server.baseUrl}/jobs/${ids.expired}`);
      await page.getByText("This job is no longer accepting applications").waitFor();
      await screenshot(page, "job-page-expired");
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("is asked to sign in when saving signed out, and comes back to the job", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(`${server.baseUrl}/jobs/${ids.open}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Save job" }).click();
    await expectToast(page, "Login Required");
    await page.waitForURL(`${server.baseUrl}/login`);
    expect(await page.evaluate(() => Object.values(window.localStorage))).toContain(`/jobs/${ids.open}`);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.baseUrl}/jobs/${ids.open}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Sign In to Apply" }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    expect(await page.evaluate(() => Object.values(window.localStorage))).toContain(`/jobs/${ids.open}`);
    await context.close();
  });

  it("shows a company account no bookmark and no way to apply", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const response = await context.request.post(`${server.baseUrl}/api/auth/register`, {
      headers: { origin: server.baseUrl },
      data: {
        email: uniqueEmail("company"),
        password: "correct-horse",
        firstName: "Hiring",
        lastName: "Manager",
        acceptTerms: true,
        userType: "company",
        company: {
          name: "Gear Works",
          contactName: "Hiring Manager",
          industry: "Technology",
          size: "11-50",
          country: "Germany",
          city: "Berlin",
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto(`${server.baseUrl}/jobs/${ids.open}`);
    await page.getByText("Company accounts cannot apply to jobs.").waitFor();
    expect(await page.getByRole("button", { name: "Save job" }).count()).toBe(0);
    await context.close();
  });

  it("saves a job, finds it on the dashboard, and removes it again", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const consoleErrors = collectConsoleErrors(page);
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("saver"),
      password: "correct-horse",
      firstName: "Sam",
    });
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByText("No saved jobs yet").waitFor();

    // From the list to the job: a client-side navigation, then save.
    await page.goto(`${server.baseUrl}/jobs/${ids.open}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Apply Now" }).waitFor();
    expect(await page.getByRole("button", { name: "Apply Now" }).isDisabled()).toBe(false);
    const save = page.getByRole("button", { name: "Save job" });
    expect(await save.getAttribute("aria-pressed")).toBe("false");

    // The server refuses once: the bookmark flips back and a toast says so, in the catalogue's
    // words for the body's messageKey (its English message is for logs, never shown).
    await page.route("**/api/saved-jobs", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          code: "INTERNAL",
          message: "Server is down",
          messageKey: "errors.internal",
          errors: {},
        }),
      }),
    );
    await save.click();
    await expectToast(page, "Error");
    await page.getByText("Something went wrong on our side. Please try again.").waitFor();
    await page.unroute("**/api/saved-jobs");
    expect(await save.getAttribute("aria-pressed")).toBe("false");

    await save.click();
    const remove = page.getByRole("button", { name: "Remove from saved jobs" });
    await remove.waitFor();
    expect(await remove.getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "job-page-saved");

    // Saved on the server: a fresh load still shows it, and so does the dashboard.
    await page.reload();
    await page.getByRole("button", { name: "Remove from saved jobs" }).waitFor();
    await page.goto(`${server.baseUrl}/dashboard`);
    const savedSection = page.getByRole("region", { name: "Saved Jobs" });
    await savedSection.getByRole("link", { name: /Robot Whisperer/ }).waitFor();
    await screenshot(page, "dashboard-saved-jobs");

    // Open it from the dashboard (client-side), unsave, and the dashboard is empty again.
    await savedSection.getByRole("link", { name: /Robot Whisperer/ }).click();
    await page.waitForURL(`${server.baseUrl}/jobs/${ids.open}`);
    await page.getByRole("button", { name: "Remove from saved jobs" }).click();
    await page.getByRole("button", { name: "Save job" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByText("No saved jobs yet").waitFor();
    await page.getByRole("link", { name: "Find Jobs" }).last().waitFor();
    // Only the refusal simulated above.
    expect(consoleErrors.filter((text) => !text.includes("status of 500"))).toEqual([]);
    await context.close();
  });

  it("goes back to the job list it came from, with its search", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(`${server.baseUrl}/jobs?search=Robot`);
    await page.waitForLoadState("networkidle");
    await page.locator(`a[href="/jobs/${ids.open}"]`).first().click();
    await page.getByRole("heading", { level: 1, name: "Robot Whisperer" }).waitFor();
    await page.waitForFunction(() => document.title.startsWith("Robot Whisperer at "));
    await page.getByRole("link", { name: "Back to Jobs" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs?search=Robot`);
    await context.close();
  });
});
