import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSearchResult } from "@common/jobs/schemas";
import { launchBrowser } from "./support/browser";
import { openPage, type TViewportName } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A CSP violation or a hydration mismatch shows up as a console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe.each<TViewportName>(["phone", "desktop"])("a visitor on %s", (viewport) => {
  it("sees the three latest real jobs and opens one", async () => {
    const latest = (await (
      await fetch(`${server.baseUrl}/api/jobs?sort=recent&pageSize=3`)
    ).json()) as TJobSearchResult;
    expect(latest.jobs).toHaveLength(3);

    const { context, page } = await openPage(browser, viewport);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(server.baseUrl);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    await page.getByRole("link", { name: "Build My Resume" }).first().waitFor();

    const latestJobs = page.getByRole("region", { name: "Latest jobs" });
    for (const job of latest.jobs) await latestJobs.getByRole("heading", { name: job.title }).first().waitFor();
    const details = latestJobs.getByRole("link", { name: "View Details" });
    const hrefs = await details.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(latest.jobs.map((job) => `/jobs/${job.id}`));
    await expect(page.getByRole("link", { name: "View All Jobs" }).getAttribute("href")).resolves.toBe("/jobs");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshot(page, "landing");

    await details.first().click();
    await page.waitForURL(`${server.baseUrl}/jobs/${latest.jobs[0].id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("searches from the landing page: a known city becomes the country and city filters", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(server.baseUrl);
    await page.waitForLoadState("networkidle");
    const search = page.getByRole("search", { name: "Search jobs" });
    await search.getByLabel("Job title or keywords").fill("designer");
    await search.getByLabel("Location").fill("dubai");
    await search.getByRole("button", { name: "Search Jobs" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      search: "designer",
      country: "United Arab Emirates",
      city: "Dubai",
    });

    await page.goto(server.baseUrl);
    await page.waitForLoadState("networkidle");
    await search.getByLabel("Location").fill("Atlantis");
    await search.getByRole("button", { name: "Search Jobs" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: "Atlantis" });
    await context.close();
  });

  it("signs up to post a job: /post-job is kept for after sign-in", async () => {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(server.baseUrl);
    await page.waitForLoadState("networkidle");
    const demo = page.getByRole("link", { name: /Watch Demo/ });
    await expect(demo.getAttribute("href")).resolves.toBe("/employer-demo");
    await expect(demo.getAttribute("target")).resolves.toBe("_blank");
    await expect(demo.getAttribute("rel")).resolves.toBe("noopener");
    await page.getByRole("link", { name: "Sign Up to Start Hiring" }).waitFor();

    await page.getByRole("link", { name: "Sign Up & Post Job" }).click();
    await page.waitForURL(`${server.baseUrl}/register-company`);
    const stored = await page.evaluate(() => window.localStorage.getItem("hirewise.redirectAfterLogin"));
    expect(stored).toBe("/post-job");
    await context.close();
  });
});

describe("the landing page's FAQ", () => {
  it("is in the server's HTML, and its FAQPage structured data matches the visible questions", async () => {
    const html = await (await fetch(server.baseUrl)).text();
    const decode = (text: string) =>
      text
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    const visible = [...html.matchAll(/<details[^>]*>\s*<summary[^>]*>(.*?)<\/summary>\s*<p[^>]*>(.*?)<\/p>/gs)].map(
      (match) => ({ question: decode(match[1]), answer: decode(match[2]) }),
    );
    expect(visible).toHaveLength(8);

    const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]) as { "@type": string; mainEntity?: unknown },
    );
    expect(structured.map((item) => item["@type"]).sort()).toEqual(["FAQPage", "Organization", "WebSite"]);
    const faq = structured.find((item) => item["@type"] === "FAQPage") as {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(faq.mainEntity.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }))).toEqual(
      visible,
    );
    expect(visible.map((item) => item.question)).toContain("Can I apply for a job without an account?");
  });

  it("opens an answer with the keyboard", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(server.baseUrl);
    const question = page.locator("summary", { hasText: "Can I download my resume as a PDF?" });
    const answer = page.getByText("Yes, once you are signed in and have saved your resume.", { exact: false });
    await expect(answer.isVisible()).resolves.toBe(false);
    await question.focus();
    await page.keyboard.press("Enter");
    await answer.waitFor({ state: "visible" });
    await context.close();
  });
});
