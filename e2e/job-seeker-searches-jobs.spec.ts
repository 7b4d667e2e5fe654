import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, signUpThroughApi, uniqueEmail, waitForHydration, type TViewportName } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
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

const LOCATION_KEY = "hirewise.userLocation";

/** A location the detector would have cached earlier (it never overwrites one). */
async function openWithStoredLocation(viewport: TViewportName, location: { country: string; city?: string }) {
  const opened = await openPage(browser, viewport);
  const stored = { ...location, source: "ip", detectedAt: "2026-01-01T00:00:00.000Z" };
  await opened.context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [LOCATION_KEY, JSON.stringify(stored)] as const,
  );
  return opened;
}

/** A CSP violation or a hydration mismatch shows up as a console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const searchForm = (page: Page) => page.getByRole("search", { name: "Search jobs" });
const filters = (page: Page) => page.getByRole("form", { name: "Filters" });
const resultsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /Jobs? Found$/ });

/**
 * React has taken over the server's HTML (before that a select changes nothing and a button
 * sends the form natively, which works too, but is not what these journeys check), and the
 * location detection that follows hydration has finished, so its re-render can't move what
 * the journey clicks next.
 */
async function waitForSettledPage(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

/**
 * The URL has changed and the results for it are shown (not the loading skeletons). The URL changes
 * once the next page's data has arrived, which took more than 30 s on a two-core machine running
 * two journeys and the accessibility sweep at once.
 */
async function waitForResults(page: Page, url: RegExp | string) {
  await page.waitForURL(url, { timeout: 60_000 });
  await page.locator('#results [aria-busy="false"]').waitFor();
}

async function resultCount(page: Page): Promise<number> {
  const text = (await resultsHeading(page).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** What the salary sort orders by: the upper end of each card's salary (-1 when none), in thousands. */
async function salarySortKeys(page: Page): Promise<number[]> {
  const texts = await page.locator("#results article p", { hasText: /^Salary/ }).allTextContents();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/\$([\d.]+)([kM])/g)];
    const last = amounts.at(-1);
    return last ? Number(last[1]) * (last[2] === "M" ? 1000 : 1) : -1;
  });
}

function expectNonIncreasing(values: number[]) {
  for (let index = 1; index < values.length; index += 1) {
    expect(values[index], `salary ${index} of ${values.join(", ")}`).toBeLessThanOrEqual(values[index - 1]);
  }
}

/**
 * The place the search is for, as every control shows it: the sidebar's, and at desktop width
 * the top bar's too. On a phone the top bar has no location controls (one set of controls).
 */
async function expectLocationControls(page: Page, viewport: TViewportName, country: string, city: string) {
  await openFilters(page, viewport);
  expect(await filters(page).getByLabel("Country").inputValue()).toBe(country);
  expect(await filters(page).getByLabel("City").inputValue()).toBe(city);
  if (viewport === "desktop") {
    expect(await searchForm(page).getByLabel("Country").inputValue()).toBe(country);
    expect(await searchForm(page).getByLabel("City").inputValue()).toBe(city);
  } else {
    expect(await searchForm(page).getByLabel("Country").isVisible()).toBe(false);
    expect(await searchForm(page).getByLabel("City").isVisible()).toBe(false);
  }
}

async function openFilters(page: Page, viewport: TViewportName) {
  if (viewport !== "phone") return;
  const toggle = page.getByRole("button", { name: /^(Show|Hide) Filters/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await filters(page).waitFor();
}

describe.each<TViewportName>(["desktop", "phone"])("a job seeker on %s", (viewport) => {
  it(
    "searches, filters, sorts, pages, opens a job and comes back with the filters kept",
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openWithStoredLocation(viewport, {
        country: "United Arab Emirates",
        city: "Dubai",
      });
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(`${server.baseUrl}/jobs`);
      await page.getByRole("heading", { level: 1, name: "Find Your Dream Job" }).waitFor();
      await waitForSettledPage(page);

      // A plain /jobs is not filtered, and the stored location is offered, not applied: every
      // control says Any, and "Search Jobs" keeps the search as it is.
      const everything = await resultCount(page);
      expect(everything).toBeGreaterThan(350);
      const nearYou = searchForm(page).getByRole("link", { name: "Jobs near Dubai" });
      await nearYou.waitFor();
      expect(await page.getByText(/Pre-selected/).count()).toBe(0);
      await expectLocationControls(page, viewport, "", "");
      expect(await page.getByText(/^in /).count()).toBe(0);
      await screenshot(page, "jobs");
      await searchForm(page).getByRole("button", { name: "Search Jobs" }).click();
      await waitForResults(page, `${server.baseUrl}/jobs`);
      expect(await resultCount(page)).toBe(everything);
      await expectLocationControls(page, viewport, "", "");

      // One click on the offer applies it, everywhere at once, and the offer goes.
      await nearYou.click();
      await waitForResults(page, /\/jobs\?country=United\+Arab\+Emirates&city=Dubai$/);
      await page.getByText("in Dubai, United Arab Emirates", { exact: true }).waitFor();
      await expectLocationControls(page, viewport, "United Arab Emirates", "Dubai");
      await nearYou.waitFor({ state: "detached" });

      // Choosing a country leaves the city at Any.
      await openFilters(page, viewport);
      await filters(page).getByLabel("Country").selectOption("United States");
      await waitForResults(page, /\/jobs\?country=United\+States$/);
      await page.getByText("in United States", { exact: true }).waitFor();
      await expectLocationControls(page, viewport, "United States", "");
      const inCountry = await resultCount(page);
      expect(inCountry).toBeGreaterThan(20);
      expect(inCountry).toBeLessThan(everything);

      // Filter: work type, in the sidebar (behind "Show Filters" on a phone).
      await openFilters(page, viewport);
      await filters(page).getByRole("radio", { name: "On-site" }).check();
      await waitForResults(page, /workType=onsite/);
      const onSite = await resultCount(page);
      expect(onSite).toBeGreaterThan(20);
      expect(onSite).toBeLessThan(inCountry);
      if (viewport === "desktop") {
        expect(await searchForm(page).getByLabel("Work Type").inputValue()).toBe("onsite");
      }
      if (viewport === "phone") await screenshot(page, "jobs-filters-open");

      // Changing the country keeps the work type; the back button restores the previous filters.
      await filters(page).getByLabel("Country").selectOption("United Arab Emirates");
      await waitForResults(page, /\/jobs\?country=United\+Arab\+Emirates&workType=onsite$/);
      await expectLocationControls(page, viewport, "United Arab Emirates", "");
      await page.getByText("in United Arab Emirates", { exact: true }).waitFor();
      await page.goBack();
      await waitForResults(page, /\/jobs\?country=United\+States&workType=onsite$/);
      await openFilters(page, viewport);
      await expectLocationControls(page, viewport, "United States", "");
      expect(await filters(page).getByRole("radio", { name: "On-site" }).isChecked()).toBe(true);
      expect(await resultCount(page)).toBe(onSite);
      if (viewport === "phone") await page.getByRole("button", { name: /^Hide Filters/ }).click();
      await screenshot(page, "jobs-filtered");

      // Sort: highest salary first, and the skeleton cards show while the results load.
      await page.route("**/jobs.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.getByLabel("Sort by").selectOption({ label: "Salary: High to Low" });
      await page.getByRole("heading", { level: 2, name: "Searching jobs..." }).waitFor();
      expect(await page.locator('[aria-busy="true"] li').count()).toBe(3);
      await waitForResults(page, /sort=salary_desc/);
      await page.unroute("**/jobs.data*");
      const firstPage = await salarySortKeys(page);
      expect(firstPage).toHaveLength(20);
      expectNonIncreasing(firstPage);

      // Next page: the order goes on where page 1 stopped. The requests the new results start
      // (saved jobs, the page view) end first: what they draw could move the pager under the click.
      await page.waitForLoadState("networkidle");
      await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
      await waitForResults(page, /page=2/);
      // On a loaded machine the cards of page 2 may land a moment after the URL and the busy flag.
      await expect.poll(async () => (await salarySortKeys(page)).length).toBeGreaterThan(0);
      const secondPage = await salarySortKeys(page);
      expectNonIncreasing([...firstPage, ...secondPage]);
      if (viewport === "desktop") {
        const current = page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]');
        expect(await current.textContent()).toBe("2");
      } else {
        await page.getByText(/^Page 2 of \d+$/).waitFor();
      }

      // Open a job, then come back to the same page of the same search.
      const searchUrl = page.url();
      const firstTitle = (await page.locator("#results article h3").first().textContent()) ?? "";
      await page.getByRole("link", { name: "View Details" }).first().click();
      await page.waitForURL(/\/jobs\/\d+$/);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await screenshot(page, "jobs-opened-job");
      await page.goBack();
      await waitForResults(page, searchUrl);
      await page.locator("#results article h3", { hasText: firstTitle }).first().waitFor();
      expect(await page.getByLabel("Sort by").inputValue()).toBe("salary_desc");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it("shows the empty state, and a company filter as a removable chip", async () => {
    const { context, page } = await openPage(browser, viewport);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${server.baseUrl}/jobs`);
    await waitForSettledPage(page);
    await searchForm(page).getByLabel("Job Title or Keywords").fill("xylophone zeppelin");
    await searchForm(page).getByRole("button", { name: "Search Jobs" }).click();
    await waitForResults(page, /search=xylophone\+zeppelin/);
    await page.getByRole("heading", { name: "No jobs found" }).waitFor();
    await page.getByText("Try adjusting your filters or search terms to find more opportunities.").waitFor();
    expect(await resultCount(page)).toBe(0);
    await screenshot(page, "jobs-empty");

    const latest = await fetch(`${server.baseUrl}/api/jobs?pageSize=1`);
    const company = ((await latest.json()) as { jobs: { company: string }[] }).jobs[0].company;
    const ofCompany = await fetch(`${server.baseUrl}/api/jobs?pageSize=1&company=${encodeURIComponent(company)}`);
    const companyTotal = ((await ofCompany.json()) as { total: number }).total;
    await page.goto(`${server.baseUrl}/jobs?company=${encodeURIComponent(company)}`);
    const chip = page.getByRole("link", { name: `Remove filter Company: ${company}` });
    await chip.waitFor();
    expect(await resultCount(page)).toBe(companyTotal);
    expect(companyTotal).toBeGreaterThan(0);
    await waitForSettledPage(page);
    await chip.click();
    await waitForResults(page, `${server.baseUrl}/jobs`);
    await chip.waitFor({ state: "detached" });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the location a search is for", () => {
  it("is not guessed for a browser in UTC: nothing offered, stored or filled in", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: "UTC" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/jobs`);
    await waitForSettledPage(page);
    expect(await page.getByRole("link", { name: /^Jobs (near|in) / }).count()).toBe(0);
    expect(await searchForm(page).getByLabel("Country").inputValue()).toBe("");
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_KEY)).toBeNull();

    await page.goto(`${server.baseUrl}/register`);
    await waitForSettledPage(page);
    expect(await page.getByLabel("Location").inputValue()).toBe("");
    expect(await page.getByText(/Auto-detected|New York/).count()).toBe(0);
    await context.close();
  });

  it("offers a country alone when the time zone names none of its cities", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: "America/Denver" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/jobs`);
    await waitForSettledPage(page);
    const nearYou = searchForm(page).getByRole("link", { name: "Jobs near United States" });
    await nearYou.waitFor();
    // Nothing was filled in, so no "Auto-filled location" toast either.
    expect(await page.getByText("Location Detected", { exact: true }).count()).toBe(0);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOCATION_KEY)) ?? "{}");
    expect(stored).toMatchObject({ country: "United States", source: "timezone" });
    expect(stored).not.toHaveProperty("city");
    await nearYou.click();
    await waitForResults(page, /\/jobs\?country=United\+States$/);
    expect(await filters(page).getByLabel("City").inputValue()).toBe("");
    await context.close();
  });

  it("is cleared with every other filter by Clear All Filters, and only offered again", async () => {
    const { context, page } = await openWithStoredLocation("desktop", { country: "Canada", city: "Toronto" });
    await page.goto(`${server.baseUrl}/jobs`);
    await waitForSettledPage(page);
    const everything = await resultCount(page);
    await page.goto(`${server.baseUrl}/jobs?country=Canada&city=Toronto&workType=remote&companySize=large`);
    await waitForSettledPage(page);
    expect(await resultCount(page)).toBeLessThan(everything);
    await filters(page).getByRole("link", { name: "Clear All Filters" }).click();
    await waitForResults(page, `${server.baseUrl}/jobs`);
    expect(await resultCount(page)).toBe(everything);
    await expectLocationControls(page, "desktop", "", "");
    for (const label of ["Work Type", "Salary"]) expect(await searchForm(page).getByLabel(label).inputValue()).toBe("");
    expect(await filters(page).getByRole("radio", { name: "Any" }).first().isChecked()).toBe(true);
    await searchForm(page).getByRole("link", { name: "Jobs near Toronto" }).waitFor();
    await context.close();
  });
});

describe("the job search at 1280 px", () => {
  it("shows every select's options whole, whichever is chosen", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(`${server.baseUrl}/jobs?country=United+Arab+Emirates&workType=remote`);
    await waitForSettledPage(page);
    // Each option's text, in the select's own font, against the room the select gives it.
    const cutOff = await page.evaluate(() => {
      const problems: string[] = [];
      for (const select of document.querySelectorAll<HTMLSelectElement>("select")) {
        if (select.getClientRects().length === 0) continue;
        const style = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        const probe = document.createElement("span");
        probe.style.font = style.font;
        probe.style.whiteSpace = "pre";
        probe.style.position = "absolute";
        document.body.append(probe);
        for (const option of select.options) {
          probe.textContent = option.text;
          if (probe.getBoundingClientRect().width > room) problems.push(`${select.id}: ${option.text}`);
        }
        probe.remove();
      }
      return problems;
    });
    expect(cutOff).toEqual([]);
    expect(await searchForm(page).getByLabel("Salary").locator("option").allTextContents()).toContain(
      "AED 200k - AED 400k",
    );
    await context.close();
  });

  it("past the last page, says so, links to the last page and marks no page current", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const total = ((await (await fetch(`${server.baseUrl}/api/jobs?pageSize=1`)).json()) as { total: number }).total;
    const lastPage = Math.ceil(total / 20);
    await page.goto(`${server.baseUrl}/jobs?page=999`);
    await page.getByText("This page is past the last result.").waitFor();
    const toLast = page.getByRole("link", { name: "Go to the last page" });
    expect(await toLast.getAttribute("href")).toBe(`/jobs?page=${lastPage}`);
    const pager = page.getByRole("navigation", { name: "Pages" });
    expect(await pager.locator("[aria-current]").count()).toBe(0);
    expect(await pager.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      `/jobs?page=${lastPage}#results`,
    );
    await toLast.click();
    await waitForResults(page, `${server.baseUrl}/jobs?page=${lastPage}`);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(String(lastPage));
    await context.close();
  });
});

describe("the job search without JavaScript", () => {
  it("is in the server's HTML and its forms still filter", async () => {
    const html = await (await fetch(`${server.baseUrl}/jobs?workType=remote`)).text();
    expect(html).toMatch(/\d+ Jobs Found/);
    expect(html).toContain("View Details");
    expect(html).toContain('<link rel="canonical" href="' + server.baseUrl + '/jobs"/>');
    expect(html).toContain('content="noindex, follow"');

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/jobs`);
    await filters(page).getByLabel("Country").selectOption("United States");
    await filters(page).getByRole("button", { name: "Apply Filters" }).click();
    await page.waitForURL(/country=United\+States/);
    await page.getByText("in United States", { exact: true }).waitFor();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/country=United\+States.*page=2/);
    await context.close();
  });
});

describe("the hiring banner", () => {
  it("sends a signed-out employer to company sign-up and keeps /post-job for after it", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(`${server.baseUrl}/jobs`);
    await page.getByRole("heading", { name: "Hiring? Find Your Next Star Employee" }).waitFor();
    await waitForSettledPage(page);
    await page.getByRole("link", { name: "Sign Up & Post Job" }).click();
    await page.waitForURL(`${server.baseUrl}/register-company`);
    expect(await page.evaluate(() => window.localStorage.getItem("hirewise.redirectAfterLogin"))).toBe("/post-job");
    await context.close();
  });
});

describe("a signed-in job seeker", () => {
  it("sees the jobs they saved marked in the results, and no hiring banner", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("saver"),
      password: "s3cret-pass",
      firstName: "Sam",
    });
    const latest = await fetch(`${server.baseUrl}/api/jobs?pageSize=2`);
    const [first, second] = ((await latest.json()) as { jobs: { id: number; title: string }[] }).jobs;
    const saved = await context.request.post(`${server.baseUrl}/api/saved-jobs`, {
      data: { jobId: second.id },
      headers: { origin: server.baseUrl },
    });
    expect(saved.status()).toBe(201);

    await page.goto(`${server.baseUrl}/jobs`);
    const cards = page.locator("#results article");
    const savedCard = cards.filter({ has: page.getByRole("heading", { name: second.title, exact: true }) }).first();
    const otherCard = cards.filter({ has: page.getByRole("heading", { name: first.title, exact: true }) }).first();
    expect(await savedCard.getByRole("button", { name: "Remove from saved jobs" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await otherCard.getByRole("button", { name: "Save job" }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("heading", { name: "Hiring? Find Your Next Star Employee" }).count()).toBe(0);
    await context.close();
  });
});
