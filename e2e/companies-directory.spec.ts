import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

// The demo seed gives the directory its ~46 companies and their live jobs.
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

type TDirectoryAnswer = { companies: { name: string; industry: string }[]; total: number };

/** What the API answers for these filters, read with the page's own session. */
async function directory(context: BrowserContext, query = ""): Promise<TDirectoryAnswer> {
  const response = await context.request.get(`${server.baseUrl}/api/companies${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TDirectoryAnswer;
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const chip = (page: Page, text: string) => page.getByRole("link", { name: `Remove filter ${text}` });
const countLine = (page: Page, total: number) =>
  page.getByText(total === 1 ? "1 company" : `${total} companies`, { exact: true });

describe.each<TViewportName>(["desktop", "phone"])("the companies directory on %s", (viewport) => {
  it("asks a visitor to sign in, and brings them back after", async () => {
    const { context, page } = await openPage(browser, viewport);
    const response = await page.goto(`${server.baseUrl}/companies`);
    expect(response?.status()).toBe(401);
    await page.getByRole("heading", { level: 1, name: "Sign In Required" }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await screenshot(page, "companies-signed-out");

    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem("hirewise.redirectAfterLogin"))).toBe("/companies");
    await context.close();
  });

  it("lets a signed-in user search, filter, clear and open a company's jobs", async () => {
    const { context, page } = await openPage(browser, viewport);
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail(`companies-${viewport}`),
      password: "s3cret-pass",
      firstName: "Dana",
    });

    await page.goto(`${server.baseUrl}/companies`);
    await page.getByRole("heading", { level: 1, name: "Explore Companies" }).waitFor();
    const all = await directory(context);
    expect(all.total).toBeGreaterThan(40);
    await countLine(page, all.total).waitFor();
    expect(await cards(page).count()).toBe(all.companies.length);
    // Most open positions first.
    await expect(cards(page).first().getByRole("heading").textContent()).resolves.toBe(all.companies[0].name);
    await screenshot(page, "companies");

    // Search by a word of the descriptions.
    await page.getByLabel("Search companies").fill("software");
    await page.getByLabel("Search companies").press("Enter");
    await page.waitForURL(/\/companies\?search=software$/);
    const searched = await directory(context, "?search=software");
    expect(searched.total).toBeGreaterThan(0);
    await countLine(page, searched.total).waitFor();
    await chip(page, "Search: software").waitFor();

    // Add an industry: the URL, the chips and the cards follow.
    await page.getByLabel("Industry", { exact: true }).selectOption("Technology");
    await page.waitForURL(/\/companies\?search=software&industry=Technology$/);
    const filtered = await directory(context, "?search=software&industry=Technology");
    await chip(page, "Industry: Technology").waitFor();
    await countLine(page, filtered.total).waitFor();
    expect(await cards(page).count()).toBe(filtered.total);
    for (const company of filtered.companies) expect(company.industry).toBe("Technology");
    await screenshot(page, "companies-filtered");

    // Remove one chip, then choose a country: City is disabled while a country is chosen.
    await chip(page, "Search: software").click();
    await page.waitForURL(/\/companies\?industry=Technology$/);
    // The URL changes a moment before React renders the new filters: wait for the render.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>("#companies-search")?.value === "");
    await page.getByLabel("Country", { exact: true }).selectOption("United Arab Emirates");
    await page.waitForURL(/\/companies\?industry=Technology&country=United\+Arab\+Emirates$/);
    await page.locator("#companies-city:disabled").waitFor();

    await page.getByRole("link", { name: "Clear All" }).click();
    await page.waitForURL(`${server.baseUrl}/companies`);
    await countLine(page, all.total).waitFor();
    expect(await chip(page, "Industry: Technology").count()).toBe(0);
    await page.locator("#companies-city:enabled").waitFor();

    // Filters that match nothing.
    await page.getByLabel("Search companies").fill("no-such-company-anywhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: "No companies match your filters" }).waitFor();
    await screenshot(page, "companies-no-match");
    await page.getByRole("link", { name: "Clear All" }).last().click();
    await page.waitForURL(`${server.baseUrl}/companies`);
    await countLine(page, all.total).waitFor();

    // "View Jobs" opens the job list filtered by the company's name.
    const first = all.companies[0].name;
    await page.getByRole("link", { name: `View Jobs at ${first}` }).click();
    await page.waitForURL(`${server.baseUrl}/jobs?company=${encodeURIComponent(first)}`);
    await context.close();
  });

  it("shows six skeleton cards while the list loads", async () => {
    const { context, page } = await openPage(browser, viewport);
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail(`skeletons-${viewport}`),
      password: "s3cret-pass",
      firstName: "Sam",
    });
    await page.goto(`${server.baseUrl}/companies`);
    await page.getByRole("heading", { level: 1, name: "Explore Companies" }).waitFor();

    // Hold the next data request until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/companies\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Industry", { exact: true }).selectOption("Healthcare");
    await page.getByText("Loading companies...", { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await page.locator(".animate-pulse").count()).toBeGreaterThanOrEqual(6);
    await screenshot(page, "companies-loading");
    release();
    await chip(page, "Industry: Healthcare").waitFor();
    await context.close();
  });
});

describe("location detection", () => {
  it("fills the sign-up form from the browser's time zone when the address is local, once", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: "Asia/Dubai" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/register`);
    await expectToast(page, "Location Detected");
    await page.getByText("Auto-filled location: Dubai, United Arab Emirates").waitFor();
    expect(await page.getByLabel("Location").inputValue()).toBe("Dubai, United Arab Emirates");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("hirewise.userLocation"))) ?? "{}");
    expect(stored).toMatchObject({
      country: "United Arab Emirates",
      city: "Dubai",
      countryCode: "AE",
      timezone: "Asia/Dubai",
      source: "timezone",
    });
    await screenshot(page, "register-location-detected");

    // Cached: the next visit neither asks again nor shows the toast.
    let asked = false;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/location") asked = true;
    });
    await page.reload();
    await page.getByLabel("Location").waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>("#register-location")?.value !== "");
    expect(await page.getByText("Location Detected", { exact: true }).count()).toBe(0);
    expect(asked).toBe(false);
    await context.close();
  });

  it("does not detect on pages without a location field", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/location") asked.push(request.url());
    });
    await page.goto(`${server.baseUrl}/privacy-policy`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("link", { name: "Hirewise, go to the home page" }).first().click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("hirewise.userLocation"))).toBeNull();
    await context.close();
  });
});
